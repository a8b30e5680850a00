import { z } from "zod";

/**
 * OUTBOX_RETENTION_DAYS: days after delivery when a submission's content is erased. The server
 * applies it (server/config.ts) and the privacy notice states it (app/content/privacy.ts, at
 * build): both read the variable through this one rule, so the notice says what the server
 * does when the build and the server share their environment (docs/deploy.md).
 */
export const retentionDays = z
  .string()
  .regex(/^\d+$/, { error: "expected a whole number" })
  .transform(Number)
  .refine((days) => days <= 3_650, { error: "expected 0–3650" })
  .prefault("30");

/** The retention in `env`, or an error naming the variable. */
export function retentionDaysIn(env: Record<string, string | undefined>): number {
  const result = retentionDays.safeParse(env.OUTBOX_RETENTION_DAYS);
  if (result.success) return result.data;
  throw new Error(`OUTBOX_RETENTION_DAYS: ${result.error.issues[0]?.message ?? "invalid"}`);
}
