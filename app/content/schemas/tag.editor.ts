// A topic's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (tag.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { addressField } from "./editor-fields.ts";

export const tagsEditor = collection({
  label: "Topics (tags)",
  path: "content/tags/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name"],
  schema: {
    name: addressField("Name", "/insights/tag/", "patient-safety"),
    description: fields.text({
      label: "Description",
      description: "One sentence (up to 220 characters) under the topic's title.",
      multiline: true,
      validation: { isRequired: true, length: { max: 220 } },
    }),
  },
});
