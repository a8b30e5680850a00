import { fieldLabel } from "#common/forms/field-labels.ts";
import type { SubmissionData } from "#common/schemas/submission.ts";
import { formFields as wireOrder, isFormKind } from "#common/wire.ts";
import type { FormFields } from "../outbox/destinations.ts";

// The validated fields of a submission as data, for the webhook: keyed by the names the form
// posts (name, organization, email, …), each with the label the form and the e-mail show,
// so a receiver can map them by name and a person can still read them. The résumé is not a
// field here: the webhook describes it on its own (name, type, size, SHA-256).

export function submittedFields(data: SubmissionData): FormFields {
  const record = data as unknown as Record<string, unknown>;
  const known: readonly string[] = isFormKind(data.form) ? wireOrder[data.form] : [];
  const names = [...known, ...Object.keys(record).filter((name) => !known.includes(name))];
  const values: FormFields["values"] = {};
  const labels: FormFields["labels"] = {};
  for (const name of names) {
    const value = record[name];
    if (name === "form" || (typeof value !== "string" && typeof value !== "boolean")) continue;
    values[name] = value;
    labels[name] = fieldLabel(data.form, name);
  }
  return { values, labels };
}
