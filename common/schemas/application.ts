import { z } from "./zod.ts";
import { applicationFields, rulesOf } from "../forms/field-table.ts";

/** The job application ("Apply for this job"). Keys are the multipart field names. */
export const applicationSchema = z.object({
  form: z.literal("application"),
  ...rulesOf(applicationFields),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;
