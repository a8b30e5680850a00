import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";

// Adding a field to the contact form (docs/architecture.md, "How to add a form field"): its row
// in the field table with its place in the tab's list, its message in messages.ts, and its
// place in the form's markup (contact-form.tsx; the browser test field-constraints.spec.ts
// checks every table field's control there). Here the first two are done in a copy of common/
// (its packages linked) and nothing else is touched: the copy's schema, wire list, labels,
// native constraints, empty form and e-mail body all carry the field. The server reads the same modules (wire.ts, field-labels.ts, compose-body.ts).

const root = fileURLToPath(new URL("../../", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "new-field-"));
cpSync(join(root, "common"), join(copy, "common"), {
  recursive: true,
  filter: (source) => !source.endsWith(".test.ts"),
});
symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Replaces `from` (which must be there) in a file of the copy. */
function edit(file: string, from: string, to: string): void {
  const path = join(copy, "common", file);
  const text = readFileSync(path, "utf8");
  expect(text, `${file} holds ${from}`).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

// 1. its message, word for word (messages.ts)
edit(
  "messages.ts",
  `  organizationRequired:`,
  `  roleRequired: "Role is required.",\n  organizationRequired:`,
);
// 2. its row, after the organisation's, and its place in the quote tab (field-table.ts)
edit(
  "forms/field-table.ts",
  `  email: { label: "Email", ...emailField },`,
  `  role: {
    label: "Role",
    control: "text",
    rule: requiredText(messages.roleRequired, 100),
    required: true,
    max: 100,
    pattern: NOT_BLANK_PATTERN,
    autoComplete: "organization-title",
    own: true,
    shows: [messages.roleRequired],
  },
  email: { label: "Email", ...emailField },`,
);
edit(
  "forms/field-table.ts",
  `["name", "organization", "email", "phone", "message"]`,
  `["name", "organization", "role", "email", "phone", "message"]`,
);

type Module = Record<string, unknown>;
const load = async (file: string) =>
  (await import(pathToFileURL(join(copy, "common", file)).href)) as Module;

test("a field added to the table reaches the schema, wire, labels, constraints and e-mail", async () => {
  const { quoteSchema, generalSchema } = (await load("schemas/contact.ts")) as {
    [name: string]: {
      safeParse(value: unknown): { success: boolean; error?: { issues: unknown } };
    };
  };
  const { formFields, fromFields, toFormData } = (await load("wire.ts")) as {
    formFields: Record<string, readonly string[]>;
    fromFields(fields: Record<string, string>): Record<string, unknown>;
    toFormData(data: Record<string, unknown>): FormData;
  };
  const { FIELD_LABELS } = (await load("forms/field-labels.ts")) as {
    FIELD_LABELS: { contact: Record<string, string> };
  };
  const { contactFields, nativeConstraints } = (await load("forms/field-table.ts")) as {
    contactFields: Record<string, unknown>;
    nativeConstraints(spec: unknown): Record<string, unknown>;
  };
  const { composeBody } = (await load("compose-body.ts")) as {
    composeBody(data: Record<string, unknown>): string;
  };
  const { emptyContact } = (await load("forms/form-values.ts")) as {
    emptyContact(form: string): Record<string, unknown>;
  };
  await ((await load("phone.ts")) as { loadFullPhoneRules(): Promise<void> }).loadFullPhoneRules();

  const quote = {
    form: "quote",
    name: "Ana Lima",
    organization: "Sunrise Clinics",
    role: "Head of IT",
    email: "ana@example.org",
    phone: "+919876543210",
    message: "Two sites.\nOne timeline.",
  };
  // the schema's verdicts: required on its tab, with its message; not asked on the other
  expect(quoteSchema!.safeParse(quote).success).toBe(true);
  expect(quoteSchema!.safeParse({ ...quote, role: "  " }).error?.issues).toMatchObject([
    { path: ["role"], message: "Role is required." },
  ]);
  const general = { ...quote, form: "general", subject: "Hello", organization: undefined };
  expect(generalSchema!.safeParse({ ...general, role: undefined }).success).toBe(true);

  // the wire list in page order, and a post read back with it
  expect(formFields.quote).toEqual(["name", "organization", "role", "email", "phone", "message"]);
  const sent = Object.fromEntries(
    [...toFormData(quote).entries()].map(([key, value]) => [key, String(value)]),
  );
  expect(sent.role).toBe("Head of IT");
  expect(fromFields(sent)).toEqual(quote);

  // the label (the page's, and the server's answers), the browser's own check, the empty form
  expect(FIELD_LABELS.contact.role).toBe("Role");
  expect(nativeConstraints(contactFields.role)).toEqual({
    type: "text",
    required: true,
    maxLength: 100,
    pattern: expect.any(String) as string,
    inputMode: undefined,
    autoComplete: "organization-title",
    accept: undefined,
  });
  expect(emptyContact("quote")).toHaveProperty("role", "");

  // the team's e-mail, in the table's order
  expect(composeBody(quote)).toBe(
    [
      "Name: Ana Lima",
      "Organization: Sunrise Clinics",
      "Role: Head of IT",
      "Phone: +919876543210",
      "",
      "Message:",
      "  Two sites.",
      "  One timeline.",
    ].join("\n"),
  );
});
