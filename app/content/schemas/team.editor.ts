// A person's form in the editor (npm run edit, Keystatic): the same fields as the schema
// beside it (team.ts). Editor-only: the site never imports it.
import { collection, fields } from "@keystatic/core";
import { fileNameField } from "./editor-fields.ts";

export const teamEditor = collection({
  label: "People (leadership, advisers, authors)",
  path: "content/team/*",
  format: { data: "yaml" },
  slugField: "name",
  columns: ["name", "role"],
  schema: {
    name: fileNameField("Name"),
    role: fields.text({ label: "Role", validation: { isRequired: true } }),
    group: fields.select({
      label: "Shown as",
      description:
        "Leadership and clinical advisers are listed on the About page; authors appear only beside their posts.",
      options: [
        { label: "Leadership", value: "leadership" },
        { label: "Clinical adviser", value: "advisers" },
        { label: "Author only", value: "authors" },
      ],
      defaultValue: "authors",
    }),
    credentials: fields.text({
      label: "Credentials (optional)",
      description: "Degrees and registrations as the person writes them, e.g. MBBS, MD (Internal Medicine).",
    }),
    bio: fields.text({
      label: "Short bio",
      description: "Up to 300 characters, shown under each of their posts.",
      multiline: true,
      validation: { isRequired: true, length: { max: 300 } },
    }),
    photo: fields.image({
      label: "Photo (optional)",
      description: "A square portrait, 224 px or more; without one the site shows initials.",
      publicPath: "./",
    }),
    photoAlt: fields.text({
      label: "What the photo shows",
      description: "Required with a photo: read out to people who can't see it.",
    }),
    link: fields.url({
      label: "Profile link (optional)",
      description: "A professional profile (https://…), linked from the About page.",
    }),
    consent: fields.date({
      label: "Agreed to be shown on",
      description:
        "The day the person agreed in writing to appear on the site. A release build refuses a person without it.",
    }),
    sample: fields.checkbox({
      label: "Sample person",
      description:
        "Shipped example, labelled \"Sample profile\" on the site; a release build refuses it. Untick for a real person.",
      defaultValue: false,
    }),
  },
});
