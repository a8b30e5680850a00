// The editor's field (Keystatic's) for a declared one: the builders of
// app/content/schemas/words.ts describe each field once, as its zod and as plain data for the
// editor (`EditorField`); this turns that data into the form's field. Editor-only: the site
// never imports it.
import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import type { PageIcon } from "../../app/content/schemas/icons.ts";
import { text } from "../../app/content/schemas/fields.ts";
import type { EditorField } from "../../app/content/schemas/words.ts";
import { drawingOptions, iconPicker } from "./art.tsx";
import { braced } from "./braces.tsx";
import { bySchema, checked, placeField } from "./checks.tsx";
import { nameOf, type PickedCollection, type PlacedCollection } from "./choices.ts";
import { crossChecked } from "./cross-checks.tsx";
import { entriesPicker, entryPicker, pictureChoice, type PictureOption } from "./pickers.tsx";
import {
  addressField,
  coverField,
  fileNameField,
  paragraphField,
  slugColumnLabels,
  unseenField,
} from "./shared-fields.ts";

const required = { validation: { isRequired: true } } as const;

/** A text capped as the site caps it, in its words. */
const capped = (max: { length: number; message: string }) => text.max(max.length, max.message);

/** A field whose own description already says what the braces become (fromCompanyDetails). */
const explainsBraces = (description: string | undefined) =>
  Boolean(description?.includes("Company details"));

/**
 * The editor's field for a declared one. A page's words may name the company's details in
 * braces (`braces`: what each becomes is said under a field whose words name one, unless its
 * description already says, editor/forms/braces.tsx); a collection's entries do not.
 */
export function editorField(field: EditorField, braces = true): ComponentSchema {
  const bracing = (description: string | undefined) => braces && !explainsBraces(description);
  switch (field.kind) {
    case "line":
    case "text": {
      const text = fields.text({
        label: field.label,
        description: field.description,
        multiline: field.kind === "text",
        ...(field.default ? { defaultValue: field.default } : {}),
        ...(field.optional
          ? {}
          : {
              validation: {
                isRequired: true,
                ...(field.max ? { length: { max: field.max } } : {}),
                ...(field.pattern ? { pattern: field.pattern } : {}),
              },
            }),
      });
      // a launch rule warns as the owner types; the rest of the form still saves
      if (field.warn) return checked(text, field.warn, { blocking: false });
      // the site's cap, in its words, refusing the save (a post's summary)
      const { cap } = field;
      if (cap) return checked(text, bySchema(capped(cap)), { blocking: true });
      return bracing(field.description) ? braced(text) : text;
    }
    case "address":
    case "fileName": {
      const { max } = field;
      const named =
        field.kind === "address"
          ? addressField(field.label, field.base, field.example)
          : fileNameField(field.label);
      // the site's cap on the name, in its words, at save (a client's description fills a
      // tile, a post's title a search result)
      return max
        ? checked(named, bySchema(capped(max)), {
            blocking: true,
            text: (value: { name: string }) => value.name,
          })
        : named;
    }
    case "day": {
      const day = {
        label: field.label,
        description: field.description,
        ...(field.today ? { defaultValue: { kind: "today" as const } } : {}),
      };
      return field.optional ? fields.date(day) : fields.date({ ...day, ...required });
    }
    case "number": {
      const number = fields.integer({
        label: field.label,
        description: field.description,
        ...(field.default === undefined ? {} : { defaultValue: field.default }),
        validation: { isRequired: true, min: field.min },
      });
      return field.place ? placeField(number, field.place as PlacedCollection) : number;
    }
    case "flag":
      return fields.checkbox({
        label: field.label,
        description: field.description,
        ...(field.default === undefined ? {} : { defaultValue: field.default }),
      });
    case "image":
      // stored beside the entry's file (content/<folder>/<slug>/), written ./<slug>/<name>
      return fields.image({ label: field.label, description: field.description, publicPath: "./" });
    case "link":
      return field.required
        ? fields.url({ label: field.label, description: field.description, ...required })
        : fields.url({ label: field.label, description: field.description });
    case "pick":
      // the entries as they are now, locally and in production (decision 0032)
      return entryPicker({
        label: field.label,
        description: field.description,
        collection: field.collection as PickedCollection,
        required: field.required,
      });
    case "picks":
      return entriesPicker({
        label: field.label,
        description: field.description,
        collection: field.collection as PickedCollection,
        min: field.min,
      });
    case "lines": {
      const item = field.oneLine
        ? fields.text({ label: field.item, ...required })
        : paragraphField(field.item);
      return fields.array(bracing(field.description) ? braced(item) : item, {
        label: field.label,
        description: field.description,
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      });
    }
    case "texts":
      return fields.array(
        fields.text({ label: field.item, ...(field.multiline ? { multiline: true } : {}) }),
        {
          label: field.label,
          description: field.description,
          itemLabel: (props) => props.value,
          ...(field.min > 0 ? { validation: { length: { min: field.min } } } : {}),
        },
      );
    case "choices":
      return fields.multiselect({
        label: field.label,
        description: field.description,
        options: [...field.options],
      });
    case "cover":
      return coverField(field.shape);
    case "drawing":
      return pictureChoice({
        label: field.label,
        description: field.description,
        options: drawingOptions[field.set] as PictureOption<string>[],
        defaultValue: field.default,
      });
    case "choice":
      // the icons drawn, each with its words: the picker the accelerators' icon uses
      if (field.icons) {
        const { label, description } = field;
        return iconPicker({ label, description, defaultValue: field.default as PageIcon });
      }
      return fields.select({
        label: field.label,
        description: field.description,
        options: [...field.options],
        defaultValue: field.default ?? field.options[0]!.value,
      });
    case "group":
      return fields.object(
        crossChecked(
          Object.fromEntries(
            Object.entries(field.fields).map(([key, inner]) => [key, editorField(inner, braces)]),
          ),
          field.checks,
        ),
        { label: field.label, description: field.description },
      );
    case "list": {
      const of = field.of;
      const inner = of.kind === "group" ? of.fields : {};
      // a choice shows its label ("Footer: Company"), not the value the file keeps
      const shown = (key: string, value: unknown, one = inner[key]) => {
        const option =
          one?.kind === "choice" ? one.options.find((o) => o.value === value) : undefined;
        return option?.label ?? (typeof value === "string" ? value : "");
      };
      return fields.array(editorField(field.of, braces), {
        label: field.label,
        description: field.description,
        // the item's heading in the list: the values of its naming fields
        itemLabel: (props) => {
          // one field an item: its value's name (a technology's, a picked entry's)
          const { value } = props as { value?: unknown };
          if (of.kind === "pick") return nameOf(of.collection as PickedCollection, value as string);
          if (of.kind !== "group") return shown("", value, of);
          const values = (props as { fields?: Record<string, { value?: unknown }> }).fields ?? {};
          if (field.heading) {
            const { heading } = field;
            return heading(
              Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.value])),
            );
          }
          const named = field.itemLabel.map((key) => shown(key, values[key]?.value));
          // joined as said: the values as they are, blank while they are (an item then goes by
          // its place in the launch check's lines, scripts/editor-labels.ts)
          if (field.join !== undefined) return named.join(field.join);
          const filled = named.filter(Boolean);
          return filled.length > 0 ? filled.join(": ") : field.label;
        },
        validation: { length: { min: field.min, ...(field.max ? { max: field.max } : {}) } },
      });
    }
    case "fixed":
      return unseenField();
    case "slug": {
      const { label, description, slug } = field;
      const named = fields.slug({ name: { label, description, ...required }, slug });
      slugColumnLabels.set(named, slug.label);
      return named;
    }
    case "file":
      // stored beside the entry's file and published with the site
      return fields.file({
        label: field.label,
        description: field.description,
        publicPath: "./",
        ...required,
      });
    case "conditional":
      return fields.conditional(
        fields.select({
          label: field.label,
          options: [...field.options],
          defaultValue: field.default,
        }),
        Object.fromEntries(
          Object.entries(field.values).map(([value, inner]) => [value, editorField(inner, braces)]),
        ),
      );
  }
}
