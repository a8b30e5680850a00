// "Non-disclosure terms" in the editor (npm run edit, Keystatic): what a visitor accepts when
// requesting the security documents on /trust, the same fields as the schema
// (common/schemas/non-disclosure.ts). Editor-only.
import { fields, singleton } from "@keystatic/core";
import { required } from "./editor-fields.ts";

export const nonDisclosureEditor = singleton({
  label: "Non-disclosure terms",
  path: "content/settings/non-disclosure",
  format: { data: "yaml" },
  schema: {
    version: fields.text({
      label: "Version",
      description:
        "Change it whenever you change the terms: each request records the version its sender accepted.",
      ...required,
    }),
    text: fields.text({
      label: "The terms",
      description:
        "Shown above the request form, beside the box a requester ticks. Separate paragraphs with an empty line.",
      multiline: true,
      ...required,
    }),
    sample: fields.checkbox({
      label: "Sample",
      description:
        "Stand-in terms until your own are written: the page marks them Sample and a release refuses them.",
      defaultValue: false,
    }),
  },
});
