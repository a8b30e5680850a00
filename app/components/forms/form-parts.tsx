import { LoaderCircle, Send } from "lucide-react";
import {
  useEffect,
  useRef,
  useState,
  type SubmitEventHandler,
  type ReactNode,
  type Ref,
} from "react";
import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { Button } from "#app/components/ui/button.tsx";
import { paths } from "#app/content/paths.ts";
import { formNotice } from "#app/content/form-notice.ts";
import { sendEmailUrl } from "./send-email.ts";
import { useHydrated } from "./use-hydrated.ts";
import { ISLAND_LIVE } from "#app/islands/island-live.ts";
import { nativeConstraints, type FieldSpec } from "#common/forms/field-table.ts";
import { Field, controlClasses } from "./field.tsx";

interface NativeFormProps {
  id: string;
  label: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** where a native post goes: the enquiry endpoint unless the form has its own */
  action?: string;
  /** the path of the page the form stands on (paths.ts), posted as `page` (decision 0036) */
  page: string;
}

/**
 * A form that posts itself to the endpoint as multipart (never into the URL) with the
 * browser's own checks (`required`, `type`, `pattern`) when no script runs. With scripts, the
 * island's directive holds what happens before hydration; once committed, the form tells it
 * (ISLAND_LIVE) and from then on the schema checks it with the spec's messages and it is sent
 * with fetch.
 */
export function NativeForm({
  id,
  label,
  onSubmit,
  children,
  action = sendEmailUrl,
  page,
}: NativeFormProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(new Event(ISLAND_LIVE, { bubbles: true }));
  }, []);
  return (
    <form
      ref={ref}
      id={id}
      noValidate={hydrated}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-label={label}
      onSubmit={onSubmit}
      // rows sit closer than columns: each field keeps its message line below it (field.tsx)
      className="relative grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2"
    >
      {/* a post sent before the behaviours run still names its page; with them, the page's
          query and the visit's first touch join it (behaviours/attribution.ts) */}
      <input type="hidden" name="page" value={page} />
      {children}
    </form>
  );
}

/**
 * On an invalid Submit, focus moves to the first invalid field in the page's order (decision
 * 0017), once React has committed the errors: the field is then already `aria-invalid` and
 * described by its message, which a screen reader reads as focus arrives. (react-hook-form's
 * own focusing runs before that commit; the forms turn it off with `shouldFocusError: false`.)
 * A control that is out of the tab order (the résumé's file input while a file is shown)
 * names the visible control that stands for it with `data-focus-for`.
 * Returns the handler to give `handleSubmit` as its second argument.
 */
export function useFocusFirstInvalid(formId: string): (errors: FieldErrors) => void {
  // The fields a refused Submit named, until focus has moved. The errors may commit after the
  // refusal does (a Submit held before hydration is replayed before react-hook-form has
  // subscribed to its state), and another commit may come first (the e-mail's on-blur
  // message, marking that field alone): so every commit looks, and focus moves once each
  // named field that has a control is marked invalid, to the first of them in the page.
  const pending = useRef<readonly string[] | null>(null);
  const [, setRefused] = useState(0);
  useEffect(() => {
    const names = pending.current;
    const form = document.getElementById(formId);
    if (!names || !form) return;
    const controls = names.flatMap((name) => {
      const control = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
      return control ? [control] : [];
    });
    if (controls.some((control) => control.getAttribute("aria-invalid") !== "true")) return;
    const invalid =
      controls.sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )[0] ?? form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    pending.current = null;
    const stand =
      invalid.tabIndex < 0 && invalid.id
        ? form.querySelector<HTMLElement>(`[data-focus-for="${invalid.id}"]`)
        : null;
    const target = stand ?? invalid;
    // a field in a panel that is still hidden (a tab chosen by the URL, shown a frame after
    // hydration) cannot take focus yet: try again for a few frames
    let tries = 10;
    const focus = () => {
      target.focus();
      if (document.activeElement !== target && --tries > 0) requestAnimationFrame(focus);
    };
    focus();
  });
  return (errors) => {
    pending.current = Object.keys(errors);
    setRefused((count) => count + 1);
  };
}

/**
 * Lets only what `filter` keeps reach the field (spec: "typing strips …"), keeping the
 * caret where the visitor was typing.
 */
export function filtered<N extends string>(
  registration: UseFormRegisterReturn<N>,
  filter: (value: string) => string,
): UseFormRegisterReturn<N> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement | HTMLTextAreaElement;
      const next = filter(input.value);
      if (next !== input.value) {
        const caret = filter(input.value.slice(0, input.selectionStart ?? input.value.length));
        input.value = next;
        try {
          input.setSelectionRange(caret.length, caret.length);
        } catch {
          // type="email" has no selection API; the caret simply ends up at the end
        }
      }
      return registration.onChange(event);
    },
  };
}

/**
 * A field people never see or fill; bots that fill every input reveal themselves and the
 * server quietly drops their submission.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/**
 * While sending, the button says so and is `aria-disabled`, not `disabled`: a disabled button
 * loses focus (to <body>), and a keyboard or screen-reader user would have to find their way
 * back to the form after every send. useSubmission's guard stops a second send.
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-disabled={sending || undefined}
      // its words on one line at every width: beside the privacy note, the note wraps instead
      // ("Submit Application" broke over two lines at 1280 px, 202 × 76 px)
      className="w-full shrink-0 whitespace-nowrap aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:w-auto sm:min-w-44"
    >
      {sending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          Sending…
        </>
      ) : (
        <>
          {children}
          <Send aria-hidden="true" className="size-4" />
        </>
      )}
    </Button>
  );
}

/** The line beside every submit button: what the data is for, and a link to the notice. */
export function PrivacyNote({ text }: { text: string }) {
  return (
    <p className="text-sm text-muted">
      {text}{" "}
      <a href={paths.privacy} className="font-medium text-brand underline underline-offset-2">
        {formNotice.link}
      </a>
      .
    </p>
  );
}

export function FormNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/**
 * What a form's field block needs from its name: its id (`<form>-<field>`, which its label,
 * hint and message derive theirs from), its row in the field table, its current message.
 */
export function fieldsOf<T extends Record<string, FieldSpec>>(
  formId: string,
  table: T,
  errors: FieldErrors,
) {
  return (name: keyof T & string) => ({
    id: `${formId}-${name}`,
    spec: table[name] as FieldSpec,
    error: errors[name]?.message as string | undefined,
  });
}

type Registration = UseFormRegisterReturn<string>;

interface TextFieldProps {
  /** the control's id (`<form>-<field>`): its label, hint and message derive theirs from it */
  id: string;
  /** the field in the form's field table: label, constraints, typing filter, messages */
  spec: FieldSpec;
  error?: string | undefined;
  hint?: string;
  className?: string;
  registration: Registration;
  /** what else the registration carries after the typing filter (the e-mail's blur check) */
  check?: (registration: Registration) => Registration;
  /** attributes of the control beyond the table's (a prefill target) */
  extra?: Record<string, string>;
  placeholder?: string;
  /** a text area of this many rows; a one-line input without */
  rows?: number;
}

/**
 * A text field of any form, labelled, with the table's native constraints and typing filter
 * (spec: "typing strips …") and its message line (`Field`).
 */
export function TextField({
  registration,
  check = (same) => same,
  extra,
  placeholder,
  rows,
  ...field
}: TextFieldProps) {
  const { spec } = field;
  const bound = check(spec.filter ? filtered(registration, spec.filter) : registration);
  return (
    <Field {...field}>
      {(a11y) =>
        rows === undefined ? (
          <input
            {...a11y}
            {...bound}
            {...extra}
            {...nativeConstraints(spec)}
            placeholder={placeholder}
            className={controlClasses}
          />
        ) : (
          <textarea
            {...a11y}
            {...bound}
            {...extra}
            {...nativeConstraints(spec)}
            rows={rows}
            placeholder={placeholder}
            className={`${controlClasses} resize-y`}
          />
        )
      }
    </Field>
  );
}

/** The end of every form: the honeypot, then the send button (beside the privacy note, if any). */
export function FormEnd({
  honeypotRef,
  sending,
  notice,
  children,
}: {
  honeypotRef: Ref<HTMLInputElement>;
  sending: boolean;
  /** the form's privacy note (app/content/form-notice.ts) */
  notice?: string;
  /** the button's words */
  children: ReactNode;
}) {
  const button = <SubmitButton sending={sending}>{children}</SubmitButton>;
  return (
    <>
      <Honeypot ref={honeypotRef} />
      {notice === undefined ? (
        <div className="mt-2 sm:col-span-2">{button}</div>
      ) : (
        <div className="mt-4 flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <PrivacyNote text={notice} />
          {button}
        </div>
      )}
    </>
  );
}
