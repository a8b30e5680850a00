import { CircleAlert, CircleCheck, FileText, LoaderCircle, Upload, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { UPLOAD_DELAY_MS } from "#common/limits.ts";
import { applicationFields, nativeConstraints } from "#common/forms/field-table.ts";
import { messages } from "#common/messages.ts";
import { resumeProblem } from "#common/resume.ts";
import type { ControlProps } from "./field.tsx";

type Status = "uploading" | "done";

interface ResumeInputProps extends ControlProps {
  value: File | undefined;
  /** The kept file (or none) and the message to show, if any. */
  onChange: (file: File | undefined, problem: string | undefined) => void;
  /** the file input, so a refused form can move focus to it */
  ref?: (input: HTMLInputElement | null) => void;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The résumé: a native file input (keyboard operable, labelled by the field) dressed as a
 * drop zone. A valid file "uploads" for 1.5 s: the step is simulated and makes no call.
 */
export function ResumeInput({ value, onChange, ref, ...control }: ResumeInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [status, setStatus] = useState<Status>("done");
  const [dragging, setDragging] = useState(false);
  // the message of a refused or removed file, said by the live region while no file is kept
  const [note, setNote] = useState("");
  // set when a file was just chosen: once its card is shown, focus moves to the card's
  // Remove button (the file input is then out of the tab order, and hidden)
  const focusCard = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!value || !focusCard.current) return;
    focusCard.current = false;
    const active = document.activeElement;
    // only when focus was on the control (chosen from the dialog) or nowhere (a drop):
    // never taken from another field
    if (active === inputRef.current || active === document.body || active === null) {
      removeRef.current?.focus();
    }
  }, [value]);

  const accept = (file: File | undefined) => {
    clearTimeout(timer.current);
    if (!file) return;
    const problem = resumeProblem(file);
    if (problem === messages.resumeWrongType) {
      onChange(undefined, problem);
      setNote(problem);
      return;
    }
    // Spec §4: the (simulated) upload runs first; its outcome, success or "File too large",
    // shows after it. The field's message for a large file waits with it.
    focusCard.current = true;
    onChange(file, undefined);
    setNote("");
    setStatus("uploading");
    timer.current = setTimeout(() => {
      setStatus("done");
      if (problem) onChange(file, problem);
    }, UPLOAD_DELAY_MS);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    accept(event.target.files?.[0]);
    event.target.value = "";
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  };
  const remove = () => {
    clearTimeout(timer.current);
    onChange(undefined, messages.resumeRemoved);
    setNote(messages.resumeRemoved);
    inputRef.current?.focus();
  };

  const tooLarge =
    status === "done" && value ? resumeProblem(value) === messages.resumeTooLarge : false;
  // What the résumé's live region says: the upload's state while a file is kept, else the
  // note. The region is in the page from the start (before hydration and without scripts
  // too), so a screen reader announces each change of its text.
  const announcement = value
    ? tooLarge
      ? messages.uploadTooLarge
      : status === "uploading"
        ? messages.uploadInProgress
        : messages.uploadSuccessful
    : note;

  const shown = tooLarge ? "too-large" : status;
  // The drop zone and the file's card share one grid cell, and the drop zone stays in it
  // (unseen) while a card is shown: the box is as tall with a file as without, so a file
  // shown late (chosen before the form's code came in, shown as it comes) never moves the
  // Submit button under a press (issue 29).
  return (
    <div className="grid *:[grid-area:1/1]">
      <input
        {...control}
        ref={(input) => {
          inputRef.current = input;
          ref?.(input);
        }}
        {...nativeConstraints(applicationFields.file)}
        name="file"
        // Chromium exposes a file input as a button and drops `required` and `aria-required`
        // from it: the description (the file types, below) says "Required" in words instead
        aria-required="true"
        aria-labelledby={`${control.id}-label`}
        aria-describedby={
          [control["aria-describedby"], value ? null : `${control.id}-types`]
            .filter(Boolean)
            .join(" ") || undefined
        }
        tabIndex={value ? -1 : 0}
        onChange={onInput}
        className="peer sr-only"
      />
      <label
        htmlFor={control.id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors duration-150 peer-focus-visible:border-brand peer-focus-visible:outline-3 peer-focus-visible:outline-field-ring peer-aria-invalid:border-danger/60 ${
          dragging ? "border-brand bg-brand-soft" : "border-line bg-surface hover:border-brand/50"
        } ${value ? "invisible" : ""}`}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand shadow-card">
          <Upload aria-hidden="true" className="size-5" />
        </span>
        <span className="text-sm text-ink-soft">
          <span className="font-semibold text-brand">Choose a file</span> or drag it here
        </span>
        <span id={`${control.id}-types`} className="text-xs text-muted">
          {/* said once: a missing file's own message already says it is required */}
          {!control["aria-invalid"] && <span className="sr-only">Required. </span>}
          PDF, DOC or DOCX, up to 5 MB
        </span>
      </label>
      <div
        className={
          value
            ? `flex flex-col justify-center rounded-xl border bg-white p-4 ${tooLarge ? "border-danger" : "border-line"}`
            : "contents"
        }
      >
        {value && (
          <div className="flex items-center gap-4">
            <span
              className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${
                tooLarge ? "bg-danger/10 text-danger" : "bg-brand-soft text-brand"
              }`}
            >
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              {/* a long name wraps (at any point if it must) rather than being cut off */}
              <p className="text-sm font-semibold wrap-anywhere text-ink">{value.name}</p>
              <p className="mt-0.5 text-sm text-muted">{formatBytes(value.size)}</p>
            </div>
            <button
              ref={removeRef}
              type="button"
              onClick={remove}
              aria-label={`Remove ${value.name}`}
              data-focus-for={control.id}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-surface hover:text-danger"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Remove</span>
            </button>
          </div>
        )}
        {/* The résumé's one live region, always in the page (the same element, never re-created),
            so each change of its text is announced. With a file it is the card's visible status
            line; without one it is heard only (its message is the field's, shown below). */}
        <p
          id={`${control.id}-status`}
          role="status"
          className={
            value
              ? `mt-1 flex items-center gap-1 pl-15 text-sm font-medium ${statusColour[shown]}`
              : "sr-only"
          }
        >
          {value && <StatusIcon status={shown} />}
          {announcement}
        </p>
      </div>
    </div>
  );
}

const statusColour = {
  "too-large": "text-danger",
  uploading: "text-ink-soft",
  done: "text-success",
} as const;

function StatusIcon({ status }: { status: Status | "too-large" }) {
  if (status === "too-large") return <CircleAlert aria-hidden="true" className="size-4 shrink-0" />;
  if (status === "uploading") {
    return <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />;
  }
  return <CircleCheck aria-hidden="true" className="size-4 shrink-0" />;
}
