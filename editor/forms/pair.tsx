// Two fields of one form required as a pair (issue 44: a client's logo and its words), checked
// at save in the site schema's own words. Keystatic has no form-level check: a field's
// `validate` and `Input` get their own value alone. So the field that starts the pair (the
// logo) publishes its value from its Input while the form is open, and each field it requires
// reads it: its Input shows the message under it, its `validate` refuses the save, as a
// `blocking` check does (checks.tsx). Editor-only: the site never imports this file.
import type { FormFieldInputProps } from "@keystatic/core";
import { useEffect, useSyncExternalStore } from "react";
import { problemStyle } from "./checks.tsx";

interface Field<V> {
  label?: string;
  Input(props: FormFieldInputProps<V>): React.ReactElement | null;
  validate(value: V, ...rest: never[]): unknown;
}

/** an SVG drawn at a width of its own in the image field's preview box */
const svgPreviewStyle = '.editor-svg-preview img[src^="blob:"] { width: 16rem; height: auto; }';

/** An empty field, as the editor holds one: nothing, or blank words. */
const empty = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A pair started by one field: `starts` wraps it, `requires` wraps each field it needs. */
export function pairStartedBy() {
  let present = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === present) return;
    present = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    /** Whether the starting field has a value now (false when no form shows it). */
    present: () => present,
    /** Only for tests: what the starting field's Input publishes. */
    set,
    starts<V, F extends Field<V>>(field: F): F {
      const Input = field.Input;
      return {
        ...field,
        Input(props: FormFieldInputProps<V>) {
          const has = !empty(props.value);
          useEffect(() => {
            set(has);
          }, [has]);
          // another entry's form, or none: its value no longer counts
          useEffect(() => () => set(false), []);
          // Keystatic's preview of an image is an <img> in a box as wide as its content, at
          // most 100% wide: an SVG's width then resolves to 0 and the logo looked blank
          const svg = (props.value as { extension?: string } | null)?.extension === "svg";
          return svg ? (
            <div className="editor-svg-preview">
              <style>{svgPreviewStyle}</style>
              <Input {...props} />
            </div>
          ) : (
            <Input {...props} />
          );
        },
      };
    },
    /** `field`, refused empty while the starting field has a value, saying `message`. */
    requires<V, F extends Field<V>>(field: F, message: string): F {
      const Input = field.Input;
      return {
        ...field,
        Input(props: FormFieldInputProps<V>) {
          const started = useSyncExternalStore(
            subscribe,
            () => present,
            () => false,
          );
          return (
            <div>
              <Input {...props} />
              {started && empty(props.value) && (
                <p role="alert" className="editor-check">
                  <style>{problemStyle}</style>
                  {message}
                </p>
              )}
            </div>
          );
        },
        validate(value: V, ...rest: never[]) {
          const valid = field.validate(value, ...rest);
          if (present && empty(value)) throw new Error(`${field.label}: ${message}`);
          return valid;
        },
      };
    },
  };
}
