// Field types the content schemas share. Astro's collections and the Node loader
// (../load.ts) parse the same files with these, so both agree on every entry.
import { z } from "zod";
import { day, text } from "#common/schemas/content-fields.ts";

export { day, text };

/** A list of lines shown as paragraphs or bullets: at least one, none empty. */
export const lines = z.array(text).min(1, "needs at least one line");

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
