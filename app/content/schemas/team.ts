// A person the site shows: one YAML file in content/team/, named by slug
// (content/team/meera-iyer.yaml). Leadership and clinical advisers appear on /about; anyone
// may write insights (an author's byline and card); "authors" are people who only write.
// Declared once: the site's schema and the editor's form both come from these fields
// (collection.ts).
import type { z } from "zod";
import { declareCollection } from "./collection.ts";
import {
  choice,
  fileName,
  flagDefault,
  line,
  link,
  optionalDate,
  optionalLine,
  paragraph,
  picture,
} from "./words.ts";

/** Where a person appears: /about's two lists, or only beside their posts. */
const SHOWN_AS = [
  { label: "Leadership", value: "leadership" },
  { label: "Clinical adviser", value: "advisers" },
  { label: "Author only", value: "authors" },
] as const;
export const PEOPLE_GROUPS = SHOWN_AS.map((option) => option.value);
export type PeopleGroup = (typeof SHOWN_AS)[number]["value"];

export const people = declareCollection({
  folder: "team",
  label: "People (leadership, advisers, authors)",
  menu: "Lists",
  slugField: "name",
  columns: ["name", "role"],
  fields: {
    name: fileName("Name"),
    role: line("Role"),
    group: choice(
      "Shown as",
      SHOWN_AS,
      "Leadership and clinical advisers are listed on the About page; authors appear only beside their posts.",
      { start: "authors" },
    ),
    /** degrees and registrations as the person writes them, e.g. "MBBS, MD (Internal Medicine)" */
    credentials: optionalLine(
      "Credentials (optional)",
      "Degrees and registrations as the person writes them, e.g. MBBS, MD (Internal Medicine).",
    ),
    bio: paragraph("Short bio", "Up to 300 characters, shown under each of their posts.", {
      length: 300,
      message: "keep the bio under 300 characters: it sits under every post",
    }),
    /** without a photo the page shows the person's initials */
    photo: picture(
      "Photo (optional)",
      "A square portrait, 224 px or more; without one the site shows initials.",
    ),
    photoAlt: optionalLine(
      "What the photo shows",
      "Required with a photo: read out to people who can't see it.",
    ),
    /** a professional profile or the person's page elsewhere */
    link: link(
      "Profile link (optional)",
      "A professional profile (https://…), linked from the About page.",
    ),
    /** the day the person agreed in writing to be shown on the site */
    consent: optionalDate(
      "Agreed to be shown on",
      "The day the person agreed in writing to appear on the site. The site will not be published with a person who has none.",
    ),
    /** a shipped sample person: the page labels them "Sample profile"; a release refuses them */
    sample: flagDefault(
      "Sample person",
      false,
      'Shipped example, labelled "Sample profile" on the site: the site will not be published while it is here. Untick for a real person.',
    ),
  },
  checks: [
    {
      fields: ["photo", "photoAlt"],
      holds: ({ photo, photoAlt }) => photo === undefined || photoAlt !== undefined,
      message: "say what the photo shows: it is read out to people who can't see it",
    },
  ],
});

export const teamSchema = people.schema;

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
