import { beforeAll, describe, expect, test } from "vitest";
import { loadFullPhoneRules } from "../phone.ts";
import { applicationSchema } from "../schemas/application.ts";
import { generalSchema, quoteSchema } from "../schemas/contact.ts";
import { formFields, fromFields, toFormData } from "../wire.ts";
import { messages } from "../messages.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import {
  applicationFields,
  contactFields,
  type FieldSpec,
  generalFields,
  nativeConstraints,
  quoteFields,
} from "./field-table.ts";

// The schemas, the wire list and the labels are read from the field table, and none of them
// names a field the table lacks; new-field.test.ts adds one in a copy and follows it through.
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

// A field's message line keeps room for the longest message it lists (`shows`), so the list
// must hold every message the page can show there, and nothing it cannot (room kept for a
// message that never comes is padding). Typed values pass the field's filter first, as in the
// page; the e-mail's on-blur message and the résumé's come from the form, not from the rule.
describe("each field lists exactly the messages the page can show under it", () => {
  beforeAll(loadFullPhoneRules);
  const typed = [
    "",
    "   ",
    ".",
    "a",
    "Ana Lima",
    "Ana 2",
    "12",
    "12.5",
    "1.2.3",
    "999999999",
    "x".repeat(5000),
    "a\nb",
    "a@",
    "a@b",
    "a@b.co",
    "+91 98450 66778",
    "+91 123",
    "12345",
  ];
  const fromTheForm: Record<string, readonly string[]> = {
    email: [messages.emailInvalidOnBlur],
    file: applicationFields.file.shows,
  };
  const tables = { contact: contactFields, application: applicationFields } as const;
  for (const [form, table] of Object.entries(tables)) {
    for (const [name, spec] of Object.entries(table as Record<string, FieldSpec>)) {
      if (spec.control === "file" || spec.control === "checkbox") continue;
      test(`${form} ${name}`, () => {
        const seen = new Set<string>();
        for (const sample of typed) {
          // a one-line control cannot hold a line break; maxlength caps what is typed
          if (spec.control !== "textarea" && sample.includes("\n")) continue;
          const value = (spec.filter ? spec.filter(sample) : sample).slice(0, spec.max);
          const result = spec.rule.safeParse(value);
          // the form shows a field's first problem only
          if (!result.success) seen.add(result.error.issues[0]!.message);
        }
        for (const extra of fromTheForm[name] ?? []) seen.add(extra);
        expect([...seen].sort()).toEqual([...spec.shows].sort());
      });
    }
  }
});
