// A team member's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (team.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { fileNameField } from "./editor-fields.ts";

export const teamEditor = collection({
  label: "Team (authors)",
  path: "content/team/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "role"],
  schema: {
    name: fileNameField("Name"),
    role: fields.text({ label: "Role", validation: { isRequired: true } }),
    bio: fields.text({
      label: "Short bio",
      description: "Up to 300 characters, shown under each of their posts.",
      multiline: true,
      validation: { isRequired: true, length: { max: 300 } },
    }),
    photo: fields.image({
      label: "Photo (optional)",
      description: "A square portrait, 224 px or more; without one the post shows initials.",
      publicPath: "./",
    }),
  },
});
