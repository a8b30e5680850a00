// The editor's form of a page (npm run edit, Keystatic), made from the same declaration the
// site reads the page with (words.ts): one field per word, grouped by section in the page's
// order. Editor-only: the site never imports it.
import { fields, singleton } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import type { EditorField, Word } from "./words.ts";

const required = { validation: { isRequired: true } } as const;

export function editorField(field: EditorField): ComponentSchema {
  switch (field.kind) {
    case "line":
    case "text":
      return fields.text({
        label: field.label,
        description: field.description,
        multiline: field.kind === "text",
        ...(field.optional ? {} : required),
      });
    case "day":
      return fields.date({ label: field.label, description: field.description, ...required });
    case "flag":
      return fields.checkbox({ label: field.label, description: field.description });
    case "lines":
      return fields.array(fields.text({ label: field.item, multiline: true, ...required }), {
        label: field.label,
        description: field.description,
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      });
    case "choice":
      return fields.select({
        label: field.label,
        description: field.description,
        options: [...field.options],
        defaultValue: field.options[0]!.value,
      });
    case "group":
      return fields.object(
        Object.fromEntries(
          Object.entries(field.fields).map(([key, inner]) => [key, editorField(inner)]),
        ),
        { label: field.label, description: field.description },
      );
    case "list": {
      const key = field.itemLabel;
      return fields.array(editorField(field.of), {
        label: field.label,
        description: field.description,
        // the item's heading in the list: the value of its naming field
        itemLabel: (props) => {
          const named = (props as { fields?: Record<string, { value?: unknown }> }).fields?.[key];
          return typeof named?.value === "string" ? named.value : field.label;
        },
        validation: { length: { min: 1 } },
      });
    }
    case "fixed":
      return fields.ignored();
  }
}

/** A page's form: its file content/pages/<key>.yaml, its fields in the page's order. */
export function pageEditor(key: string, label: string, shape: Record<string, Word>) {
  return singleton({
    label,
    path: `content/pages/${key}`,
    format: { data: "yaml" },
    schema: Object.fromEntries(
      Object.entries(shape).map(([name, word]) => [name, editorField(word.editor)]),
    ),
  });
}
