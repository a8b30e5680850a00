// A topic of the insights: one YAML file in content/tags/, its file name the tag page's
// address (content/tags/fhir.yaml → /insights/tag/fhir).
import { z } from "zod";
import { text } from "./fields.ts";

export const tagSchema = z
  .object({
    /** as the tag reads on a post and in the filters, e.g. "FHIR" */
    name: text,
    /** one sentence under the tag page's title and in its description */
    description: text.max(220, "keep the description under 220 characters"),
  })
  .strict();

export type TagEntry = z.output<typeof tagSchema>;
