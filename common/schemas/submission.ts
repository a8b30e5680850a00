import { z } from "./zod.ts";
import { applicationSchema } from "./application.ts";
import { generalSchema, quoteSchema } from "./contact.ts";
import { specMessageSchema } from "./message.ts";

/** Any submission of POST /send-email, told apart by its `form` field. */
export const submissionSchema = z.discriminatedUnion("form", [
  quoteSchema,
  generalSchema,
  applicationSchema,
  specMessageSchema,
]);

export type SubmissionData = z.output<typeof submissionSchema>;

/** First message per field, keyed by the multipart field name (the server's 400 `fields`). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}
