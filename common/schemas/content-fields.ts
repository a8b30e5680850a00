import { z } from "zod";

// Field types of the owner's content that the server reads too (the security documents and the
// non-disclosure text, issue 42): app/content/schemas/fields.ts re-exports them for the site's
// collections, so a day or a line of text is one rule on both sides.

/** One line of visible text: never empty, never only spaces. */
export const text = z.string().trim().min(1, "must not be empty");

/**
 * A calendar day, `YYYY-MM-DD`. YAML readers disagree on bare dates (Astro's reads them as
 * dates, ours as text), so both are accepted and the day is kept as text.
 */
export const day = z
  .union([z.date().transform((date) => date.toISOString().slice(0, 10)), z.string()])
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day written YYYY-MM-DD")
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`); // 2026-02-30 would become 2 March
        return Number.isNaN(date.getTime()) || date.toISOString().startsWith(value);
      }, "is not a day of the calendar"),
  );
