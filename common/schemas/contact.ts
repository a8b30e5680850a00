import { z } from "./zod.ts";
import { contactFields, rulesOf } from "../forms/field-table.ts";

export const contactForms = ["quote", "general"] as const;
export type ContactFormKind = (typeof contactForms)[number];

// Each field's rule comes from the field table; each tab picks its own fields.
const { name, organization, email, phone, subject, message } = rulesOf(contactFields);

export const quoteSchema = z.object({
  form: z.literal("quote"),
  name,
  organization,
  email,
  phone,
  message,
});

export const generalSchema = z.object({
  form: z.literal("general"),
  name,
  email,
  phone,
  subject,
  message,
});

/** The contact form: "quote" (Request a Quote) needs organization, "general" needs subject. */
export const contactSchema = z.discriminatedUnion("form", [quoteSchema, generalSchema]);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type QuoteData = z.output<typeof quoteSchema>;
export type GeneralData = z.output<typeof generalSchema>;
