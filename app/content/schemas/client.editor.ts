// A client's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (client.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { clientSchema } from "./client.ts";
import { bySchema, checked } from "../../../editor/forms/checks.tsx";
import { fileNameField } from "./editor-fields.ts";

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
    name: fields.text({
      label: "Name (optional)",
      description:
        "The organisation's name. The site shows it only with the date of written permission below; a release build refuses a name without it.",
    }),
    permission: fields.date({
      label: "Written permission to name them, on",
      description: "The day the client agreed in writing to be named (and their logo shown).",
    }),
    logo: fields.image({
      label: "Logo (optional)",
      description: "With a name and permission: SVG, PNG or WebP, on a transparent or white background.",
      publicPath: "./",
    }),
    logoAlt: fields.text({
      label: "What the logo says",
      description: "Required with a logo: usually the organisation's name.",
    }),
    order: fields.integer({
      label: "Place in the list",
      description: "1 comes first.",
      validation: { isRequired: true, min: 1 },
    }),
  },
});
