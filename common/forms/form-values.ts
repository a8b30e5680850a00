// What a form holds while a visitor fills it in, derived from its schema in `common/schemas/`:
// adding a field to a schema adds it here (type and empty value) without another list to keep.
import type { z } from "../schemas/zod.ts";
import { applicationSchema } from "../schemas/application.ts";
import { resume } from "../schemas/fields.ts";
import { generalSchema, quoteSchema, type ContactFormKind } from "../schemas/contact.ts";
import type { ResumeLike } from "../resume.ts";

type Schema = z.ZodObject;

/**
 * A field as the browser holds it: the résumé is a `File` (none yet: `undefined`), a tick box
 * is "yes" or "" (the value a native post sends), every other field is text.
 */
type Held<Input> = [Input] extends [ResumeLike]
  ? File | undefined
  : [Exclude<Input, undefined>] extends [boolean | "yes" | ""]
    ? "" | "yes"
    : string;

/** Every field of `S` as the form holds it; `form` keeps its literal (the form's name). */
export type FormValues<S extends Schema> = {
  [K in keyof z.input<S>]-?: K extends "form" ? z.input<S>[K] : Held<z.input<S>[K]>;
};

/** The empty form of `S`: "" for text and tick boxes, no résumé, and the form's own name. */
export function emptyValues<S extends Schema>(schema: S): FormValues<S> {
  const values = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, field === resume ? undefined : ""]),
  );
  const form = schema.shape.form as z.ZodLiteral | undefined;
  return { ...values, form: form?.value } as unknown as FormValues<S>;
}

export type ApplicationValues = FormValues<typeof applicationSchema>;
export const emptyApplication: ApplicationValues = emptyValues(applicationSchema);

/** Both contact tabs in one value set; the schema keeps only the submitted tab's fields. */
export type ContactValues = Omit<FormValues<typeof quoteSchema>, "form"> &
  Omit<FormValues<typeof generalSchema>, "form"> & { form: ContactFormKind };

export function emptyContact(form: ContactFormKind): ContactValues {
  return { ...emptyValues(quoteSchema), ...emptyValues(generalSchema), form };
}
