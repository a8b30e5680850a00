// A client: one YAML file in content/clients/ (the file name only tells the files apart and is
// what a case study or a testimonial names). The site names a client only with the date of
// their written permission; otherwise it describes them ("400-bed cardiac network, Karnataka").
// Declared once: the site's schema and the editor's form both come from these fields
// (collection.ts).
import type { z } from "zod";
import { declareCollection } from "./collection.ts";
import { fileName, optionalDate, optionalLine, picture, position } from "./words.ts";

export const clients = declareCollection({
  folder: "clients",
  label: "Clients",
  menu: "Lists",
  slugField: "descriptor",
  columns: ["descriptor", "name"],
  fields: {
    /** who they are without naming them: kind, size, place */
    descriptor: fileName("Description, without naming them", {
      length: 80,
      message: "keep the description under 80 characters: it fills a tile",
    }),
    /** the organisation's name, shown only with `permission` */
    name: optionalLine(
      "Name (optional)",
      "The organisation's name. The site shows it only with the date of written permission below, and will not be published with a name that has none. Required with a logo.",
    ),
    /** the day the client gave written permission to be named */
    permission: optionalDate(
      "Written permission to name them, on",
      "The day the client agreed in writing to be named (and their logo shown).",
    ),
    /** shown on the About page once the client may be named */
    logo: picture(
      "Logo (optional)",
      "With a name and permission: SVG, PNG or WebP, on a transparent or white background. A logo needs the name above and its words below.",
    ),
    logoAlt: optionalLine("What the logo says", "Required with a logo: usually the organisation's name."),
    /** place in the list, smallest first */
    order: position("Place in the list", "1 comes first."),
  },
  // a logo and its words, and the name it shows, as a pair (checked at save too)
  checks: [
    {
      fields: ["logo", "logoAlt"],
      holds: ({ logo, logoAlt }) => logo === undefined || logoAlt !== undefined,
      message: "say what the logo shows (usually the organisation's name)",
    },
    {
      fields: ["logo", "name"],
      holds: ({ logo, name }) => logo === undefined || name !== undefined,
      message: "a logo names the client: give their name too",
    },
  ],
});

export const clientSchema = clients.schema;

export type ClientEntry = z.output<typeof clientSchema>;

/** How the site refers to a client: their name when they agreed to it, else the description. */
export function clientLabel(client: Pick<ClientEntry, "descriptor" | "name" | "permission">): string {
  return client.name && client.permission ? client.name : client.descriptor;
}

/** Whether the site may show the client's name and logo. */
export const isNamed = (client: Pick<ClientEntry, "name" | "permission">): boolean =>
  Boolean(client.name && client.permission);

/**
 * What a release must not ship about a client (the release check calls it): a name without
 * the date of written permission. Each a line naming file and field.
 */
export function clientProblems(client: {
  file: string;
  descriptor?: string | undefined;
  name?: string | undefined;
  permission?: string | undefined;
}): string[] {
  return client.name && !client.permission
    ? [
        `${client.file}: permission: "${client.name}" is named without a date of written permission: add it (YYYY-MM-DD) or remove the name`,
      ]
    : [];
}
