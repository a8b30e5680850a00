// Field shapes the editor's forms (*.editor.ts) share. Editor-only, like them.
import { fields } from "@keystatic/core";

export const required = { validation: { isRequired: true } } as const;

/** A select whose labels are its values. */
export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** The entry's name, which also proposes its file name: the page's address under `base`. */
export const addressField = (name: string, base: string) =>
  fields.slug({
    name: { label: name, ...required },
    slug: {
      label: "Address (URL)",
      description: `The page's address: ${base}<this>. Lower-case letters, digits and hyphens.`,
    },
  });

/**
 * A picture of the entry's own instead of its drawing, stored beside the entry
 * (content/<collection>/<slug>/), and the words that stand for it (schemas/fields.ts `cover`).
 */
export const coverField = (shape: string) =>
  fields.object(
    {
      image: fields.image({
        label: "Picture",
        description: `Optional: your own picture instead of the drawing. ${shape}, JPEG, PNG or WebP, 1200 px wide or more.`,
        publicPath: "./",
      }),
      alt: fields.text({
        label: "What the picture shows",
        description: "Required with a picture: read out to people who can't see it.",
      }),
    },
    { label: "Cover picture" },
  );

/** Paragraphs or bullets, one per item, at least one. */
export const textList = (label: string, description: string) =>
  fields.array(fields.text({ label, multiline: true, ...required }), {
    label,
    description,
    itemLabel: (props) => props.value,
    validation: { length: { min: 1 } },
  });
