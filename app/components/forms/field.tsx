import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldSpec } from "#common/forms/field-table.ts";

/** Shared look of every text control; the phone input and the résumé zone match it. */
export const controlClasses =
  "block min-h-12 w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs transition-colors duration-150 placeholder:text-muted/80 hover:border-ink-soft/40 focus:border-brand focus:outline-none focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-field-ring aria-invalid:border-danger aria-invalid:bg-danger/[0.02]";

/** Attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  id: string;
  /** the field in the form's field table: its label, whether it is required, its messages */
  spec: FieldSpec;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error. The control points at its error with
 * `aria-describedby` and is `aria-invalid`; the error is not a live region of its own, so an
 * invalid Submit does not announce every message at once: focus moves to the first invalid
 * field (`useFocusFirstInvalid`), and its label, state and message are read there
 * (decision 0017).
 */
export function Field({ id, spec, error, hint, className = "", children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-ink">
        {spec.label}
        {!spec.required && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldMessage id={errorId} message={error} reserve={spec.shows} />
    </div>
  );
}

const messageLine = "col-start-1 row-start-1 flex items-start gap-1.5";

/**
 * The field's message line. It keeps room for the longest message the field can show (each
 * one laid invisibly in the same grid cell, so the room follows the width and any wrapping):
 * a message that appears or goes never moves what lies below it, and a Send pressed as the
 * e-mail's on-blur message appears still lands on the button.
 */
export function FieldMessage({
  id,
  message,
  reserve,
}: {
  id: string;
  message?: string;
  reserve: readonly string[];
}) {
  // one line at least, so every field keeps the same rhythm, message or not
  return (
    <div className="-mt-1 grid min-h-5 text-sm font-medium">
      {/* drawn by CSS from an attribute, so the page's text (what is found, read or copied)
          holds only the message shown */}
      {reserve.map((text) => (
        <p
          key={text}
          aria-hidden="true"
          data-reserve={text}
          className={`invisible ${messageLine} before:size-4 before:shrink-0 after:content-[attr(data-reserve)]`}
        />
      ))}
      {message && (
        <p id={id} data-field-error="" className={`${messageLine} text-danger`}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}
