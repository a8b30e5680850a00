import { z } from "./zod.ts";
import { contactFields, generalFields, quoteFields, rulesOf } from "../forms/field-table.ts";

export const contactForms = ["quote", "general"] as const;
export type ContactFormKind = (typeof contactForms)[number];

// Each tab's fields and their rules come from the field table, in the tab's page order.
export const quoteSchema = z.object({
  form: z.literal("quote"),
  ...rulesOf(contactFields, quoteFields),
});

export const generalSchema = z.object({
  form: z.literal("general"),
  ...rulesOf(contactFields, generalFields),
});

/** The contact form: "quote" (Request a Quote) needs organization, "general" needs subject. */
export const contactSchema = z.discriminatedUnion("form", [quoteSchema, generalSchema]);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type QuoteData = z.output<typeof quoteSchema>;
export type GeneralData = z.output<typeof generalSchema>;
