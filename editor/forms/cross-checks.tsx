// A declaration's rules between fields (words.ts `CrossCheck`: a photo needs its words, the
// last day comes after the first) in the editor's form, in the schema's words: the message
// shows under the rule's last field as soon as the values break it, and the editor will not
// save while they do, as the build would stop on it. Keystatic validates each field alone, in
// the declared order, so each field the rule reads keeps its value where the rule reads them
// (as the form draws and as it saves), and the save checks the rule at the one of its fields
// validated last (a logo's rule, said under the name above it, at the logo). One store per
// rule: a rule in a list's item sees the item saved last while drawing (the save itself checks
// each item in turn). Editor-only.
import type { BasicFormField, ComponentSchema, FormFieldInputProps } from "@keystatic/core";
import { useEffect, useState } from "react";
import { slugColumnLabels } from "./shared-fields.ts";
import type { CrossCheck } from "../../app/content/schemas/words.ts";

const problemStyle =
  ".editor-check { margin: 0.25rem 0 0; font-family: var(--kui-typography-font-family-base, system-ui, sans-serif); font-size: 0.875rem; color: var(--kui-color-foreground-critical, #c3112b); }";

/**
 * An editor value as the schema gives it: an empty box or no date as undefined, a picture as
 * its file name, a name that makes the file name as the name. Pure.
 */
export function plain(value: unknown): unknown {
  // blank words are none (the site refuses them anyway, as empty)
  if (value === null || value === undefined || (typeof value === "string" && !value.trim()))
    return undefined;
  if (typeof value === "object" && "filename" in value)
    return (value as { filename: string }).filename;
  if (typeof value === "object" && "name" in value && "slug" in value) return plain(value.name);
  return value;
}

/** any value a form field holds (Keystatic's own bound) */
type Value = NonNullable<unknown> | null;
type Field = BasicFormField<Value>;

/** `fields` with each of `checks` kept by the fields it reads. */
export function crossChecked(
  fields: Record<string, ComponentSchema>,
  checks: readonly CrossCheck[] = [],
): Record<string, ComponentSchema> {
  const out = { ...fields };
  for (const check of checks.filter((rule) => rule.editor !== false)) {
    const values: Record<string, unknown> = {};
    const listeners = new Set<() => void>();
    const problem = () => {
      try {
        return check.holds(values) ? undefined : check.message;
      } catch {
        return undefined; // a value still missing: the field's own rule says so
      }
    };
    const last = check.fields.at(-1)!;
    // saved: the rule is checked by the field of it the form validates last (in the declared
    // order, so it has read the others' values), said in the words of the field it is under
    const checkedAt = Object.keys(out).findLast((key) => check.fields.includes(key))!;
    for (const key of check.fields) {
      const field = out[key] as Field | undefined;
      if (field?.kind !== "form") throw new Error(`a check reads ${key}: it must be a field`);
      const Input = field.Input;
      // keeps the value where the rule reads it, and tells the last field's message
      const Kept = (props: FormFieldInputProps<Value>) => {
        useEffect(() => {
          values[key] = plain(props.value);
          for (const listener of listeners) listener();
        }, [props.value]);
        return <Input {...props} />;
      };
      const Said = (props: FormFieldInputProps<Value>) => {
        const [, redraw] = useState(0);
        useEffect(() => {
          const listener = () => redraw((count) => count + 1);
          listeners.add(listener);
          return () => {
            listeners.delete(listener);
          };
        }, []);
        const message = problem();
        return (
          <div>
            <Kept {...props} />
            {message && (
              <p role="alert" className="editor-check">
                <style>{problemStyle}</style>
                {message}
              </p>
            )}
          </div>
        );
      };
      const wrapped: Field = {
        ...field,
        Input: key === last ? Said : Kept,
        validate(value: Value, ...rest: never[]) {
          values[key] = plain(value);
          const valid = (field.validate as (value: Value, ...rest: never[]) => Value)(
            value,
            ...rest,
          );
          const message = key === checkedAt ? problem() : undefined;
          if (message) throw new Error(`${(out[last] as Field).label}: ${message}`);
          return valid;
        },
      };
      const column = slugColumnLabels.get(field);
      if (column) slugColumnLabels.set(wrapped, column);
      out[key] = wrapped as ComponentSchema;
    }
  }
  return out;
}
