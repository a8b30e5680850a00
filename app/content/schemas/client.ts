// A client: one YAML file in content/clients/ (the file name only tells the files apart and is
// what a testimonial names). The site names a client only with the date of their written
// permission; otherwise it describes them ("400-bed cardiac network, Karnataka").
import { z } from "zod";
import { day, text } from "./fields.ts";

/** The editor writes an empty optional field as null or ""; that is no value. */
const absent = (value: unknown) => (value === null || value === "" ? undefined : value);

/** The schema, with the logo read as Astro's `image()` for the site, as its path elsewhere. */
export function clientSchemaWith<I extends z.ZodType>(read: { image: I }) {
  return z
    .object({
      /** who they are without naming them: kind, size, place */
      descriptor: text.max(80, "keep the description under 80 characters: it fills a tile"),
      /** the organisation's name, shown only with `permission` */
      name: z.preprocess(absent, text.optional()),
      logo: z.preprocess(absent, read.image.optional()),
      logoAlt: z.preprocess(absent, text.optional()),
      /** the day the client gave written permission to be named */
      permission: z.preprocess(absent, day.optional()),
      /** place in the list, smallest first */
      order: z.number().int().min(1),
    })
    .strict()
    .refine((client) => client.logo === undefined || client.logoAlt !== undefined, {
      path: ["logoAlt"],
      message: "say what the logo shows (usually the organisation's name)",
    })
    .refine((client) => client.logo === undefined || client.name !== undefined, {
      path: ["name"],
      message: "a logo names the client: give their name too",
    });
}

export const clientSchema = clientSchemaWith({ image: text });

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
