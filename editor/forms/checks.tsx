// The build's and the launch check's rules, checked in the editor's form as the owner types,
// in the same words (issue 44): a field wraps Keystatic's own and adds a rule's message under
// it. A rule the site's schema enforces (a title's length) is `blocking`: the editor will not
// save while it is broken, as the build would stop on it. A launch rule (a GSTIN's check
// character) only warns: the shipped samples break it, and the owner must still be able to save
// the rest of the form before the launch. Editor-only: the site never imports this file.
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { useEffect, useState } from "react";
import type { z } from "zod";
import {
  currentFiles,
  PLACED,
  samePlace,
  type CollectionFiles,
  type PlacedCollection,
} from "./choices.ts";
import { slugColumnLabels } from "./shared-fields.ts";

/** What a wrapped field needs: Keystatic's text, slug (a name and its address) or date field. */
interface Checkable<V> {
  label?: string;
  Input(props: FormFieldInputProps<V>): React.ReactElement | null;
  validate(value: V, ...rest: never[]): unknown;
}

/** What is wrong with `value`, in the rule's own words, or nothing. */
export type Check<V> = (value: V) => string | undefined;

/** The first message `schema` gives for `value` (the schema's own words). */
export const bySchema =
  (schema: z.ZodType): Check<string> =>
  (value) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

export const problemStyle =
  ".editor-check { margin: 0.25rem 0 0; font-family: var(--kui-typography-font-family-base, system-ui, sans-serif); font-size: 0.875rem; color: var(--kui-color-foreground-critical, #c3112b); }";

/**
 * Keystatic's name-and-address field is one box of two rows (gap 24 px): its rows and the
 * message become one column, the message second, right under the name.
 */
const namedStyle = `
.editor-check-named { display: flex; flex-direction: column; row-gap: 24px; }
.editor-check-named > div:first-of-type { display: contents; }
.editor-check-named > div:first-of-type > :first-child { order: 1; }
.editor-check-named > .editor-check { order: 2; margin-top: -20px; }
.editor-check-named > div:first-of-type > :nth-child(n + 2) { order: 3; }`;

/**
 * `field` with `check` (on its words: `text` reads them from a name-and-address value) shown under it as soon as the value breaks it; `blocking` also refuses
 * to save. An empty optional value is the field's own business (its `isRequired`).
 */
export function checked<V, F extends Checkable<V>>(
  field: F,
  check: Check<string>,
  { blocking, text }: { blocking: boolean; text?: (value: V) => string },
): F {
  const message = (value: V) => {
    const words =
      value === null || value === undefined ? "" : text ? text(value) : (value as string);
    return words === "" ? undefined : check(words);
  };
  const Input = field.Input;
  // a name and its address (`text` reads the name): the message goes under the name, not under
  // the address below it (the walkthrough of issue 44 read a title's length under "Address")
  const named = text !== undefined;
  const wrapped: F = {
    ...field,
    Input(props: FormFieldInputProps<V>) {
      const problem = message(props.value);
      return (
        <div className={named ? "editor-check-named" : undefined}>
          {named && <style>{namedStyle}</style>}
          <Input {...props} />
          {problem && (
            // a warning is no alert (and no second "status" beside the editor's "Saved at")
            <p role={blocking ? "alert" : undefined} className="editor-check">
              <style>{problemStyle}</style>
              {blocking ? problem : `Before the launch: ${problem}`}
            </p>
          )}
        </div>
      );
    },
    validate(value: V, ...rest: never[]) {
      const valid = field.validate(value, ...rest);
      const problem = blocking ? message(value) : undefined;
      if (problem) throw new Error(`${field.label}: ${problem}`);
      return valid;
    },
  };
  // the list's first column keeps its name (Keystatic would say Slug)
  const column = slugColumnLabels.get(field);
  if (column) slugColumnLabels.set(wrapped, column);
  return wrapped;
}

/**
 * A place in a list ("Place in the slider"), with a warning when another entry of `collection`
 * already has it (read as the entries are now, choices.ts): the site would show the two
 * in an order of its own choosing. A warning: the owner may be moving one of them next.
 */
export function placeField(
  field: BasicFormField<number | null>,
  collection: PlacedCollection,
): BasicFormField<number | null> {
  const Input = field.Input;
  return {
    ...field,
    Input(props: FormFieldInputProps<number | null>) {
      const [files, setFiles] = useState<CollectionFiles>([]);
      useEffect(() => {
        void currentFiles(collection).then(setFiles);
      }, []);
      const self = /\/item\/([^/]+)$/.exec(location.pathname)?.[1];
      const others = samePlace(files, PLACED[collection], self, props.value);
      return (
        <div>
          <Input {...props} />
          {others.length > 0 && (
            <p className="editor-check">
              <style>{problemStyle}</style>
              {`${others.join(" and ")} ${others.length > 1 ? "have" : "has"} place ${props.value} too: give each its own place, or the site chooses their order.`}
            </p>
          )}
        </div>
      );
    },
  };
}
