// A topic of the insights: one YAML file in content/tags/, its file name the tag page's
// address (content/tags/fhir.yaml → /insights/tag/fhir). Declared once: the site's schema and
// the editor's form both come from these fields (collection.ts).
import type { z } from "zod";
import { declareCollection } from "./collection.ts";
import { addressName, paragraph } from "./words.ts";

export const tags = declareCollection({
  folder: "tags",
  label: "Topics (tags)",
  menu: "Lists",
  slugField: "name",
  columns: ["name"],
  fields: {
    /** as the tag reads on a post and in the filters, e.g. "FHIR" */
    name: addressName("Name", "/insights/tag/", "patient-safety"),
    /** one sentence under the tag page's title and in its description */
    description: paragraph(
      "Description",
      "One sentence (up to 220 characters) under the topic's title.",
      { length: 220, message: "keep the description under 220 characters" },
    ),
  },
});

export const tagSchema = tags.schema;

export type TagEntry = z.output<typeof tagSchema>;
