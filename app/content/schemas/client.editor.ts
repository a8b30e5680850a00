// A client's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (client.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { clientSchema } from "./client.ts";
import { bySchema, checked } from "../../../editor/forms/checks.tsx";
import { pairStartedBy } from "../../../editor/forms/pair.tsx";
import { fileNameField } from "./editor-fields.ts";

/**
 * What the site's schema says of a logo without its words or its client's name (client.ts's
 * own rules, read from it): the editor refuses the save with the same words the build would.
 */
const logoNeeds = Object.fromEntries(
  (clientSchema.safeParse({ descriptor: "-", order: 1, logo: "-" }).error?.issues ?? []).map(
    (issue) => [String(issue.path[0]), issue.message],
  ),
);
/** the logo starts the pair: its words and the client's name are then required */
export const clientLogo = pairStartedBy();

export const clientsEditor = collection({
  label: "Clients",
  path: "content/clients/*",
  format: { data: "yaml" },
  slugField: "descriptor",
  columns: ["descriptor", "name"],
  schema: {
    // the site's own rule (its length), in its words, at save
    descriptor: checked(
      fileNameField("Description, without naming them"),
      bySchema(clientSchema.shape.descriptor),
      { blocking: true, text: (value: { name: string }) => value.name },
    ),
    name: clientLogo.requires(
      fields.text({
        label: "Name (optional)",
        description:
          "The organisation's name. The site shows it only with the date of written permission below; a release build refuses a name without it. Required with a logo.",
      }),
      logoNeeds.name ?? "",
    ),
    permission: fields.date({
      label: "Written permission to name them, on",
      description: "The day the client agreed in writing to be named (and their logo shown).",
    }),
    logo: clientLogo.starts(
      fields.image({
        label: "Logo (optional)",
        description:
          "With a name and permission: SVG, PNG or WebP, on a transparent or white background. A logo needs the name above and its words below.",
        publicPath: "./",
      }),
    ),
    logoAlt: clientLogo.requires(
      fields.text({
        label: "What the logo says",
        description: "Required with a logo: usually the organisation's name.",
      }),
      logoNeeds.logoAlt ?? "",
    ),
    order: fields.integer({
      label: "Place in the list",
      description: "1 comes first.",
      validation: { isRequired: true, min: 1 },
    }),
  },
});
