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
  namedCrumb,
  paragraphField,
  slugColumnLabels,
  unseenField,
} from "./shared-fields.ts";

const required = { validation: { isRequired: true } } as const;
/** Keystatic's "must be filled in", when the declaration says so. */
const requiredIf = (yes: boolean | undefined) => (yes ? required : {});
/** What a new entry starts with, when the declaration says. */
const startsWith = <T>(value: T | undefined) =>
  value === undefined ? {} : { defaultValue: value };

/** A text capped as the site caps it, in its words. */
const capped = (max: { length: number; message: string }) => text.max(max.length, max.message);

/** A field whose own description already says what the braces become (fromCompanyDetails). */
const explainsBraces = (description: string | undefined) =>
  Boolean(description?.includes("Company details"));

/** The editor's fields for declared ones, in the declared order. */
const editorFields = (declared: Record<string, EditorField>, braces = true) =>
  Object.fromEntries(
    Object.entries(declared).map(([key, field]) => [key, editorField(field, braces)]),
  );

/**
 * The editor's field for a declared one. A page's words may name the company's details in
 * braces (`braces`: what each becomes is said under a field whose words name one, unless its
 * description already says, editor/forms/braces.tsx); a collection's entries do not.
 */
export function editorField(field: EditorField, braces = true): ComponentSchema {
  if (field.kind === "cover") return coverField(field.shape);
  if (field.kind === "fixed") return unseenField();
  // what the field says above its box: its label and its hint
  const { label } = field;
  const description = "description" in field ? field.description : undefined;
  const said = { label, description };
  const bracing = braces && !explainsBraces(description);
  switch (field.kind) {
    case "line":
    case "text": {
      const { max, pattern } = field;
      const text = fields.text({
        ...said,
        multiline: field.kind === "text",
        ...(field.default ? { defaultValue: field.default } : {}),
        ...(field.optional
          ? {}
          : {
              validation: {
                isRequired: true,
                ...(max ? { length: { max } } : {}),
                ...(pattern ? { pattern } : {}),
              },
            }),
      });
      // a launch rule warns as the owner types; the rest of the form still saves
      if (field.warn) return checked(text, field.warn, { blocking: false });
      // the site's cap, in its words, refusing the save (a post's summary)
      if (field.cap) return checked(text, bySchema(capped(field.cap)), { blocking: true });
      return bracing ? braced(text) : text;
    }
    case "address":
    case "fileName": {
      const named =
        field.kind === "address"
          ? addressField(label, field.base, field.example)
          : fileNameField(label);
      // the site's cap on the name, in its words, at save (a client's description fills a
      // tile, a post's title a search result)
      const { max } = field;
      if (!max) return named;
      const name = (value: { name: string }) => value.name;
      return checked(named, bySchema(capped(max)), { blocking: true, text: name });
    }
    case "day": {
      const today = field.today ? { defaultValue: { kind: "today" as const } } : {};
      return fields.date({ ...said, ...today, ...requiredIf(!field.optional) });
    }
    case "number": {
      const number = fields.integer({
        ...said,
        ...startsWith(field.default),
        validation: { isRequired: true, min: field.min },
      });
      return field.place ? placeField(number, field.place as PlacedCollection) : number;
    }
    case "flag":
      return fields.checkbox({ ...said, ...startsWith(field.default) });
    case "image":
      // stored beside the entry's file (content/<folder>/<slug>/), written ./<slug>/<name>
      return fields.image({ ...said, publicPath: "./" });
    case "link":
      return fields.url({ ...said, ...requiredIf(field.required) });
    case "pick":
    case "picks": {
      // the entries as they are now, locally and in production (decision 0032)
      const collection = field.collection as PickedCollection;
      return field.kind === "pick"
        ? entryPicker({ ...said, collection, required: field.required })
        : entriesPicker({ ...said, collection, min: field.min });
    }
    case "lines": {
      const item = field.oneLine
        ? fields.text({ label: field.item, ...required })
        : paragraphField(field.item);
      return fields.array(bracing ? braced(item) : item, {
        ...said,
        itemLabel: (props) => props.value,
        validation: { length: { min: 1 } },
      });
    }
    case "texts": {
      const { item, multiline, min } = field;
      return fields.array(fields.text({ label: item, ...(multiline ? { multiline } : {}) }), {
        ...said,
        itemLabel: (props) => props.value,
        ...(min > 0 ? { validation: { length: { min } } } : {}),
      });
    }
    case "choices":
      return fields.multiselect({ ...said, options: [...field.options] });
    case "drawing": {
      const options = drawingOptions[field.set] as PictureOption<string>[];
      return pictureChoice({ ...said, options, defaultValue: field.default });
    }
    case "choice":
      // the icons drawn, each with its words: the picker the accelerators' icon uses
      if (field.icons) return iconPicker({ ...said, defaultValue: field.default as PageIcon });
      return fields.select({
        ...said,
        options: [...field.options],
        defaultValue: field.default ?? field.options[0]!.value,
      });
    case "group":
      return fields.object(crossChecked(editorFields(field.fields, braces), field.checks), said);
    case "list":
      return fields.array(editorField(field.of, braces), {
        ...said,
        itemLabel: listHeading(field),
        validation: { length: { min: field.min, ...(field.max ? { max: field.max } : {}) } },
      });
    case "slug": {
      // the entry's breadcrumb says its title, not its file name (a security document)
      const named = namedCrumb(fields.slug({ name: { ...said, ...required }, slug: field.slug }));
      slugColumnLabels.set(named, field.slug.label);
      return named;
    }
    case "file":
      // stored beside the entry's file and published with the site
      return fields.file({ ...said, publicPath: "./", ...required });
    case "conditional": {
      const { options, values } = field;
      return fields.conditional(
        fields.select({ label, options: [...options], defaultValue: field.default }),
        editorFields(values, braces),
      );
    }
  }
}

/** An item's heading in a list: the values of its naming fields. */
function listHeading(list: Extract<EditorField, { kind: "list" }>) {
  const { of } = list;
  const inner = of.kind === "group" ? of.fields : {};
  // a choice shows its label ("Footer: Company"), not the value the file keeps
  const shown = (key: string, value: unknown, one = inner[key]) => {
    const option = one?.kind === "choice" ? one.options.find((o) => o.value === value) : undefined;
    return option?.label ?? (typeof value === "string" ? value : "");
  };
  return (props: unknown) => {
    // one field an item: its value's name (a technology's, a picked entry's)
    const { value } = props as { value?: unknown };
    if (of.kind === "pick") return nameOf(of.collection as PickedCollection, value as string);
    if (of.kind !== "group") return shown("", value, of);
    const values = (props as { fields?: Record<string, { value?: unknown }> }).fields ?? {};
    if (list.heading) {
      return list.heading(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.value])));
    }
    const named = list.itemLabel.map((key) => shown(key, values[key]?.value));
    // joined as said: the values as they are, blank while they are (an item then goes by
    // its place in the launch check's lines, scripts/editor-labels.ts)
    if (list.join !== undefined) return named.join(list.join);
    const filled = named.filter(Boolean);
    return filled.length > 0 ? filled.join(": ") : list.label;
  };
}
