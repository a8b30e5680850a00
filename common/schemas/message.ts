import { z } from "./zod.ts";
import { FIELD_MAX } from "../limits.ts";
import { messages } from "../messages.ts";
import { email, multilineText, requiredText, resume } from "./fields.ts";

/**
 * A message in the spec's own wire format (section 7): only `sender_address`,
 * `receiver_address`, `subject`, `body` and an optional `file`. It has no `form` field;
 * `fromFields` names it "message". The receiver is checked by the server (always MAIL_TO).
 */
export const specMessageSchema = z.object({
  form: z.literal("message"),
  sender_address: email,
  subject: requiredText(messages.subjectRequired, FIELD_MAX.subject),
  body: multilineText(messages.messageRequired, FIELD_MAX.message),
  file: resume.optional(),
});

export type SpecMessageData = z.output<typeof specMessageSchema>;
