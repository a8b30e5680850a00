// The editor's pickers in the owner's words (npm run edit). Keystatic's relationship fields
// list file names (`rohan-kulkarni`); these show the person's name or the entry's title and
// store the same slug, written exactly as the relationship fields wrote it, so the files and
// the site's schemas are unchanged. Their entries are read when the form opens, as the
// repository is now (choices.ts): one created a moment ago is there, with no reload. The picture choice shows each of the site's drawings
// instead of its code name. Editor-only: the site never imports this file.
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { fields } from "@keystatic/core";
import { useId, useMemo, useState, type ReactNode } from "react";
import { nameOf, useChoices, type Choice, type PickedCollection } from "./choices.ts";

const NONE = "";

/** A message under a field the editor refuses to save as it is. */
function Problem({ children }: { children: string }) {
  return (
    <p role="alert" className="editor-choice editor-problem">
      <style>{choiceStyle}</style>
      {children}
    </p>
  );
}

/**
 * The entries offered: as last read, with the chosen ones always among them (by name once
 * read), so nothing chosen looks lost while the list is read.
 */
function offered(
  collection: PickedCollection,
  read: readonly Choice[] | undefined,
  chosen: readonly string[],
): Choice[] {
  const choices = [...(read ?? [])];
  for (const value of chosen) {
    if (!choices.some((choice) => choice.value === value)) {
      choices.push({ label: nameOf(collection, value), value });
    }
  }
  return choices;
}

/**
 * One entry of `collection`, chosen by its name; stored as its slug, or nothing when none is
 * chosen (as `fields.relationship` stores it).
 */
export function entryPicker({
  label,
  description,
  collection,
  required = false,
}: {
  label: string;
  description?: string;
  collection: PickedCollection;
  required?: boolean;
}): BasicFormField<string | null> & { collection: PickedCollection } {
  // one field, one component: its options come as a prop (Keystatic's own Input lets a prop
  // override them), so the list opened by the owner stays open when the entries arrive
  const none = { label: required ? "Choose…" : "None", value: NONE };
  const select = fields.select({ label, description, options: [none], defaultValue: NONE });
  const SelectInput = select.Input as (
    props: FormFieldInputProps<string> & { options: readonly Choice[] },
  ) => ReturnType<typeof select.Input>;
  const parse = (value: unknown) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== "string") throw new Error("Must be the file name of an entry");
    return value;
  };
  const validate = (value: string | null) => {
    if (required && value === null) throw new Error(`${label}: choose one`);
    return value;
  };
  return {
    kind: "form",
    label,
    collection,
    Input(props: FormFieldInputProps<string | null>) {
      const read = useChoices(collection);
      const options = useMemo(
        () => [none, ...offered(collection, read, props.value ? [props.value] : [])],
        [read, props.value],
      );
      return (
        <div className="editor-entry">
          <style>{choiceStyle}</style>
          <SelectInput
            {...props}
            options={options}
            value={props.value ?? NONE}
            onChange={(value) => props.onChange(value === NONE ? null : value)}
          />
          {required && props.forceValidation && props.value === null && (
            <Problem>{`Choose the ${label.toLowerCase()}.`}</Problem>
          )}
        </div>
      );
    },
    defaultValue: () => null,
    parse,
    validate,
    serialize: (value) => ({ value: value === null ? undefined : value }),
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/**
 * Entries of `collection`, ticked by their names; stored as the list of their slugs in the
 * order ticked (as `fields.multiRelationship` stores them).
 */
export function entriesPicker({
  label,
  description,
  collection,
  min = 0,
}: {
  label: string;
  description?: string;
  collection: PickedCollection;
  min?: number;
}): BasicFormField<readonly string[]> & { collection: PickedCollection } {
  // one field, one component, its options as a prop (as entryPicker's)
  const boxes = fields.multiselect<Choice>({ label, description, options: [] });
  const BoxesInput = boxes.Input as (
    props: FormFieldInputProps<readonly string[]> & { options: readonly Choice[] },
  ) => ReturnType<typeof boxes.Input>;
  const parse = (value: unknown) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
      throw new Error("Must be a list of entries' file names");
    }
    return value as readonly string[];
  };
  const validate = (value: readonly string[]) => {
    if (value.length < min) throw new Error(`${label}: choose at least ${min}`);
    return value;
  };
  return {
    kind: "form",
    label,
    collection,
    Input(props: FormFieldInputProps<readonly string[]>) {
      const read = useChoices(collection);
      const options = useMemo(() => offered(collection, read, props.value), [read, props.value]);
      return (
        <div>
          <BoxesInput {...props} options={options} />
          {props.forceValidation && props.value.length < min && (
            <Problem>{min === 1 ? "Tick at least one." : `Tick at least ${min}.`}</Problem>
          )}
        </div>
      );
    },
    defaultValue: () => [],
    parse,
    validate,
    serialize: (value) => ({ value: [...value] }),
    reader: { parse: (value) => validate(parse(value)) },
  };
}

export interface PictureOption<V extends string> {
  value: V;
  /** what it shows, in words */
  label: string;
  /** the picture itself, drawn small */
  picture: ReactNode;
}

// Keystar's own colours and font (the editor's design tokens, as CSS variables), so the choice
// looks like the fields around it, in the light and the dark theme
const choiceStyle = `
/* Keystatic's select is as wide as a short word: a client's description or a study's title
   was cut after 20 characters, and the field's help squeezed into four lines above it */
.editor-entry > div { width: min(100%, 36rem); }
.editor-entry > div button { width: 100%; }
.editor-choice { font-family: var(--kui-typography-font-family-base, system-ui, sans-serif); color: var(--kui-color-foreground-neutral, #1e1e1e); }
.editor-choice-label { font-weight: 500; font-size: 0.875rem; }
.editor-choice-description { margin: 0.25rem 0 0; font-size: 0.75rem; color: var(--kui-color-foreground-neutral-secondary, #5c5c5c); }
.editor-pictures { display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: 0.5rem; margin-top: 0.5rem; }
.editor-pictures label { position: relative; display: flex; flex-direction: column; gap: 0.25rem; padding: 0.25rem; border: 1px solid var(--kui-color-border-neutral, #d4d4d4); border-radius: 0.375rem; cursor: pointer; font-size: 0.75rem; line-height: 1.3; }
.editor-pictures label:has(input:checked) { border-color: var(--kui-color-border-accent, #3c5bd4); box-shadow: 0 0 0 2px var(--kui-color-border-accent, #3c5bd4); background: var(--kui-color-background-accent, #eef1fc); font-weight: 600; }
.editor-pictures label:has(input:focus-visible) { outline: 2px solid var(--kui-color-alias-focus-ring, #3c5bd4); outline-offset: 2px; }
.editor-pictures input { position: absolute; inset: 0; margin: 0; opacity: 0; width: 100%; height: 100%; cursor: pointer; }
.editor-picture { display: flex; align-items: center; justify-content: center; aspect-ratio: 8 / 5; overflow: hidden; border-radius: 0.25rem; background: #f5f7fb; color: #4338ca; }
.editor-picture svg { display: block; width: 100%; height: 100%; }
.editor-picture.editor-icon svg { width: 1.5rem; height: 1.5rem; }
.editor-choice-icons .editor-pictures { grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr)); }
.editor-choice-icons .editor-picture { aspect-ratio: auto; height: 2.75rem; }
.editor-chosen { display: flex; align-items: center; gap: 0.75rem; margin-top: 0.5rem; font-size: 0.875rem; }
.editor-chosen .editor-picture { width: 3.5rem; flex: none; }
.editor-chosen button { margin-left: auto; padding: 0.375rem 0.75rem; border: 1px solid var(--kui-color-border-neutral, #d4d4d4); border-radius: 0.375rem; background: transparent; color: inherit; font: inherit; cursor: pointer; }
.editor-chosen button:focus-visible { outline: 2px solid var(--kui-color-alias-focus-ring, #3c5bd4); outline-offset: 2px; }
.editor-problem { margin: 0.25rem 0 0; font-size: 0.875rem; color: var(--kui-color-foreground-critical, #c3112b); }
`;

function PictureChoiceInput<V extends string>({
  label,
  description,
  options,
  value,
  onChange,
  icons,
}: {
  label: string;
  description?: string;
  options: readonly PictureOption<V>[];
  value: V;
  onChange: (value: V) => void;
  icons: boolean;
}) {
  const id = useId();
  // forty icons would bury a card's words under them: an icon shows the chosen one, and all of
  // them only when asked for; a handful of drawings are shown at once
  const [open, setOpen] = useState(!icons);
  const chosen = options.find((option) => option.value === value);
  const frame = icons ? "editor-picture editor-icon" : "editor-picture";
  return (
    <div className={icons ? "editor-choice editor-choice-icons" : "editor-choice"}>
      <style>{choiceStyle}</style>
      <span id={`${id}-label`} className="editor-choice-label">
        {label}
      </span>
      {description && (
        <p id={`${id}-description`} className="editor-choice-description">
          {description}
        </p>
      )}
      {icons && (
        <div className="editor-chosen">
          <span className={frame} aria-hidden="true">
            {chosen?.picture}
          </span>
          <span id={`${id}-chosen`}>{chosen?.label}</span>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-options`}
            aria-describedby={`${id}-chosen`}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? "Hide the icons" : `Change ${label.toLowerCase()}`}
          </button>
        </div>
      )}
      {open && (
        <div
          id={`${id}-options`}
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={description ? `${id}-description` : undefined}
          className="editor-pictures"
        >
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
              />
              <span className={frame} aria-hidden="true">
                {option.picture}
              </span>
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One of the site's drawings (or icons), each shown small with its description; stored as
 * its name, exactly as `fields.select` stores it.
 */
export function pictureChoice<V extends string>({
  label,
  description,
  options,
  defaultValue,
  icons = false,
}: {
  label: string;
  description?: string;
  options: readonly PictureOption<V>[];
  defaultValue: V;
  /** small symbols rather than illustrations: drawn smaller in their frame */
  icons?: boolean;
}): BasicFormField<V> & { options: readonly PictureOption<V>[] } {
  const values = new Set<string>(options.map((option) => option.value));
  const parse = (value: unknown): V => {
    if (value === undefined) return defaultValue;
    if (typeof value !== "string" || !values.has(value)) {
      throw new Error(`Must be one of ${[...values].join(", ")}`);
    }
    return value as V;
  };
  return {
    kind: "form",
    label,
    options,
    Input: (props) => (
      <PictureChoiceInput
        label={label}
        description={description}
        options={options}
        icons={icons}
        value={props.value}
        onChange={props.onChange}
      />
    ),
    defaultValue: () => defaultValue,
    parse,
    validate: (value) => value,
    serialize: (value) => ({ value }),
    reader: { parse },
  };
}
