import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { email, multilineText, personName, phone, singleLine } from "./fields.ts";

export const contactForms = ["quote", "general"] as const;
export type ContactFormKind = (typeof contactForms)[number];

const shared = {
  name: personName(messages.nameRequired, messages.nameLettersOnly),
  email,
  phone,
  message: multilineText(messages.messageRequired, FIELD_MAX.message),
};

export const quoteSchema = z.object({
  form: z.literal("quote"),
  organization: singleLine(messages.organizationRequired, FIELD_MAX.organization),
  ...shared,
});

export const generalSchema = z.object({
  form: z.literal("general"),
  subject: singleLine(messages.subjectRequired, FIELD_MAX.subject),
  ...shared,
});

/** The contact form: "quote" (Request a Quote) needs organization, "general" needs subject. */
export const contactSchema = z.discriminatedUnion("form", [quoteSchema, generalSchema]);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type QuoteData = z.output<typeof quoteSchema>;
export type GeneralData = z.output<typeof generalSchema>;
