// Field types the content schemas share. Astro's collections and the Node loader
// (../load.ts) parse the same files with these, so both agree on every entry.
import { z } from "zod";

/** One line of visible text: never empty, never only spaces. */
export const text = z.string().trim().min(1, "must not be empty");

/** A list of lines shown as paragraphs or bullets: at least one, none empty. */
export const lines = z.array(text).min(1, "needs at least one line");

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

/**
 * A picture an entry brings (a file beside its YAML file, e.g. `./sepsis/cover.jpg`) and its
 * text alternative, which is required: the picture says something on the page. `image` is
 * the path as text for the Node loader and Astro's `image()` for the site. The editor writes
 * an empty alt when no picture is chosen; that is no cover at all.
 */
export function cover<I extends z.ZodType>(image: I) {
  return z.preprocess(
    (value) =>
      value && typeof value === "object" && !("image" in value && value.image) ? undefined : value,
    z
      .object({
        image,
        alt: text.describe("what the picture shows, for people who can't see it"),
      })
      .strict()
      .optional(),
  );
}
