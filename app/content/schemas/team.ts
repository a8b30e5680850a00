// A member of the team who writes for the site: one YAML file in content/team/, named by
// slug (content/team/meera-iyer.yaml), shown as the author of their posts.
import { z } from "zod";
import { text } from "./fields.ts";

/**
 * The schema, with the photo read as Astro's `image()` for the site and as the file's path
 * for the Node loader. Without a photo the page shows the member's initials.
 */
export function teamSchemaWith<I extends z.ZodType>(read: { image: I }) {
  return z
    .object({
      name: text,
      role: text,
      bio: text.max(300, "keep the bio under 300 characters: it sits under every post"),
      photo: z.preprocess(
        (value) => (value === null || value === "" ? undefined : value),
        read.image.optional(),
      ),
    })
    .strict();
}

export const teamSchema = teamSchemaWith({ image: text });

export type TeamEntry = z.output<typeof teamSchema>;
