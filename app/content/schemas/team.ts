// A person the site shows: one YAML file in content/team/, named by slug
// (content/team/meera-iyer.yaml). Leadership and clinical advisers appear on /about; anyone
// may write insights (an author's byline and card); "authors" are people who only write.
import { z } from "zod";
import { day, text } from "./fields.ts";

/** Where a person appears: /about's two lists, or only beside their posts. */
export const PEOPLE_GROUPS = ["leadership", "advisers", "authors"] as const;
export type PeopleGroup = (typeof PEOPLE_GROUPS)[number];

/** The editor writes an empty optional field as null or ""; that is no value. */
const absent = (value: unknown) => (value === null || value === "" ? undefined : value);

/** A full https:// address, or nothing. */
export const httpsLink = z.preprocess(
  absent,
  z.url({ protocol: /^https$/, error: "must be a full https:// address" }).optional(),
);

/**
 * The schema, with the photo read as Astro's `image()` for the site and as the file's path
 * for the Node loader. Without a photo the page shows the person's initials.
 */
export function teamSchemaWith<I extends z.ZodType>(read: { image: I }) {
  return z
    .object({
      name: text,
      role: text,
      group: z.enum(PEOPLE_GROUPS),
      /** degrees and registrations as the person writes them, e.g. "MBBS, MD (Internal Medicine)" */
      credentials: z.preprocess(absent, text.optional()),
      bio: text.max(300, "keep the bio under 300 characters: it sits under every post"),
      photo: z.preprocess(absent, read.image.optional()),
      photoAlt: z.preprocess(absent, text.optional()),
      /** a professional profile or the person's page elsewhere */
      link: httpsLink,
      /** the day the person agreed in writing to be shown on the site */
      consent: z.preprocess(absent, day.optional()),
      /** a shipped sample person: the page labels them "Sample profile"; a release refuses them */
      sample: z.boolean().default(false),
    })
    .strict()
    .refine((person) => person.photo === undefined || person.photoAlt !== undefined, {
      path: ["photoAlt"],
      message: "say what the photo shows: it is read out to people who can't see it",
    });
}

export const teamSchema = teamSchemaWith({ image: text });

export type TeamEntry = z.output<typeof teamSchema>;

/**
 * What a release must not ship about a person (the release check calls it): a person shown
 * without the day they agreed to it, or a shipped sample. Each a line naming file and field.
 */
export function personProblems(person: {
  file: string;
  consent?: string | undefined;
  sample: boolean;
}): string[] {
  const problems: string[] = [];
  if (person.sample) {
    problems.push(`${person.file}: sample: a sample person: replace them with a real one, or delete the file`);
  }
  if (!person.consent) {
    problems.push(
      `${person.file}: consent: no date: the day the person agreed in writing to be shown (YYYY-MM-DD)`,
    );
  }
  return problems;
}
