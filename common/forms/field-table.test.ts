import { describe, expect, test } from "vitest";
import { applicationSchema } from "../schemas/application.ts";
import { generalSchema, quoteSchema } from "../schemas/contact.ts";
import { formFields, fromFields, toFormData } from "../wire.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import {
  applicationFields,
  contactFields,
  generalFields,
  nativeConstraints,
  quoteFields,
} from "./field-table.ts";

// The schemas, the wire list and the labels are read from the field table: a field added to
// the table reaches all of them, and none of them names a field the table lacks.
const forms = [
  { kind: "quote", schema: quoteSchema, names: quoteFields as readonly string[] },
  { kind: "general", schema: generalSchema, names: generalFields as readonly string[] },
  {
    kind: "application",
    schema: applicationSchema,
    names: Object.keys(applicationFields),
  },
] as const;

describe.each(forms)("$kind", ({ kind, schema, names }) => {
  test("the schema has exactly the table's fields, each with the table's rule", () => {
    const shape = schema.shape as Record<string, unknown>;
    expect(
      Object.keys(shape)
        .filter((name) => name !== "form")
        .sort(),
    ).toEqual([...names].sort());
    const table: Record<string, { rule: unknown }> =
      kind === "application" ? applicationFields : contactFields;
    for (const name of names) expect(shape[name]).toBe(table[name]!.rule);
  });

  test("the wire sends every field of the table but the envelope's (subject, file)", () => {
    expect([...formFields[kind]]).toEqual(
      names.filter((name) => name !== "subject" && name !== "file"),
    );
  });
});

test("every field has its label, and a native post is read back into the same fields", () => {
  for (const name of Object.keys(contactFields)) expect(FIELD_LABELS.contact).toHaveProperty(name);
  expect(FIELD_LABELS.application.current_ctc).toBe("Current CTC (LPA)");
  const data = {
    form: "general" as const,
    name: "Ana",
    email: "ana@example.org",
    phone: "+919876543210",
    subject: "DPA request",
    message: "Hello",
  };
  const fields = Object.fromEntries(
    [...toFormData(data).entries()].map(([key, value]) => [key, String(value)]),
  );
  expect(fromFields(fields)).toEqual(data);
});

test("the HTML constraints come from the spec: the CTC pattern takes .5, as the rule does", () => {
  const ctc = nativeConstraints(applicationFields.current_ctc);
  expect(ctc).toMatchObject({ type: "text", required: true, inputMode: "decimal", maxLength: 8 });
  expect(new RegExp(`^(?:${ctc.pattern})$`, "v").test(".5")).toBe(true);
  expect(applicationFields.current_ctc.rule.safeParse(".5").success).toBe(true);
  expect(nativeConstraints(contactFields.message)).not.toHaveProperty("type");
  expect(nativeConstraints(applicationFields.file).accept).toContain(".pdf");
});
