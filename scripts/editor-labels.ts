// A content file's field named as the owner sees it in the editor (issue 44): the launch
// check's rules find `content/products/acumed.yaml: metrics.3.source.url`; the owner reads
// "AI accelerators → AcuMed AI → Figures → “Patients seen: 40%” → Source link". The words come
// from the editor's forms themselves (keystatic.config.ts: each collection's and singleton's
// label, each field's label, each list item's heading), never from a second table. Pure: the
// forms and the entries' data are handed in.

/** The parts of a Keystatic field this needs (object, list, choice-dependent, single field). */
export interface FormShape {
  kind?: string;
  label?: string;
  fields?: Record<string, FormShape>;
  element?: FormShape;
  itemLabel?: (props: unknown) => string;
  discriminant?: FormShape;
  values?: Record<string, FormShape>;
}

interface Form {
  label: string;
  path: string;
  slugField?: string;
  schema: Record<string, FormShape>;
}

/** The editor's collections and singletons (keystatic.config.ts's default export). */
export interface EditorForms {
  collections?: Record<string, Form>;
  singletons?: Record<string, Form>;
}

/** A file's parsed data: its YAML, or a post's front matter. */
export type DataOf = (file: string) => Record<string, unknown> | undefined;

const ORDINAL_ENDINGS = ["th", "st", "nd", "rd"];

/** 1 → "1st", 4 → "4th", 12 → "12th", 22 → "22nd". */
export function ordinal(position: number): string {
  const tens = position % 100;
  const ending = tens >= 11 && tens <= 13 ? "th" : (ORDINAL_ENDINGS[position % 10] ?? "th");
  return `${position}${ending}`;
}

/** A value as Keystatic hands it to an `itemLabel` (`props.value`, `props.fields.x.value`). */
function previewProps(field: FormShape | undefined, value: unknown): unknown {
  if (field?.kind === "object" && field.fields) {
    const data = (value ?? {}) as Record<string, unknown>;
    return {
      fields: Object.fromEntries(
        Object.entries(field.fields).map(([key, inner]) => [key, previewProps(inner, data[key])]),
      ),
    };
  }
  if (field?.kind === "array") {
    return {
      elements: (Array.isArray(value) ? value : []).map((item) =>
        previewProps(field.element, item),
      ),
    };
  }
  return { value: value ?? null };
}

/** How the editor heads a list's item: its own heading, else its place ("4th"). */
function itemName(list: FormShape, item: unknown, index: number): string {
  let heading = "";
  try {
    const named = list.itemLabel?.(previewProps(list.element, item));
    heading = typeof named === "string" ? named.trim() : "";
  } catch {
    // a heading that cannot be worked out from the file: its place says which
  }
  return heading ? `“${heading}”` : `the ${ordinal(index + 1)}`;
}

/** The labels along `path` (`metrics.3.source.url`) through the form, from `schema`. */
function fieldLabels(
  schema: Record<string, FormShape>,
  data: unknown,
  path: readonly string[],
): string[] {
  const words: string[] = [];
  let field: FormShape | undefined = { kind: "object", fields: schema };
  let value: unknown = data;
  for (const key of path) {
    const at = value as Record<string, unknown> | undefined;
    if (field?.kind === "conditional") {
      // a choice-dependent group ({ discriminant, value }): the chosen option's fields
      const chosen = String((at as { discriminant?: unknown } | undefined)?.discriminant);
      field = key === "discriminant" ? field.discriminant : field.values?.[chosen];
      value = at?.[key];
      if (field?.label && key === "discriminant") words.push(field.label);
      continue;
    }
    if (field?.kind === "array" && /^\d+$/.test(key)) {
      words.push(itemName(field, at?.[key as never], Number(key)));
      field = field.element;
      value = (value as unknown[] | undefined)?.[Number(key)];
      continue;
    }
    const inner: FormShape | undefined = field?.kind === "object" ? field.fields?.[key] : undefined;
    // a key the form does not know (a developer's fact): named as it is in the file
    words.push(inner?.label ?? key);
    field = inner;
    value = at?.[key];
  }
  return words;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The form a file belongs to, and its entry's name. */
function formOf(forms: EditorForms, file: string, dataOf: DataOf) {
  const base = file.replace(/\\/g, "/").replace(/\.(ya?ml|json|mdx?|mdoc)$/, "");
  for (const form of Object.values(forms.singletons ?? {})) {
    if (form.path === base) return { form, data: dataOf(file), entry: undefined };
  }
  for (const form of Object.values(forms.collections ?? {})) {
    const pattern = new RegExp(`^${escape(form.path).replace("\\*", "([^/]+)")}$`);
    const slug = pattern.exec(base)?.[1];
    if (slug === undefined) continue;
    const data = dataOf(file);
    const name = form.slugField ? data?.[form.slugField] : undefined;
    return { form, data, entry: typeof name === "string" && name.trim() ? name.trim() : slug };
  }
  return undefined;
}

/**
 * Where the editor shows `field` of `file`: "Clients → Lakeside Health → Logo"; undefined
 * for a file no form edits.
 */
export function editorPlace(
  forms: EditorForms,
  file: string,
  field: string,
  dataOf: DataOf,
): string | undefined {
  const found = formOf(forms, file, dataOf);
  if (!found) return undefined;
  const path = field === "(the file)" ? [] : field.split(".");
  const labels = fieldLabels(found.form.schema, found.data, path);
  return [found.form.label, ...(found.entry === undefined ? [] : [found.entry]), ...labels].join(
    " → ",
  );
}

/**
 * A launch line `<file>: <field>: <what is wrong>` in the editor's words
 * (`<place in the editor>: <what is wrong>`); a line about no form's file (the build's or the
 * server's settings) is kept as it is.
 */
export function inEditorWords(line: string, forms: EditorForms, dataOf: DataOf): string {
  const first = line.indexOf(": ");
  const second = line.indexOf(": ", first + 2);
  if (first < 0 || second < 0) return line;
  const place = editorPlace(forms, line.slice(0, first), line.slice(first + 2, second), dataOf);
  return place === undefined ? line : `${place}: ${line.slice(second + 2)}`;
}
