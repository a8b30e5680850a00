import { CircleAlert, CircleCheck, FileText, LoaderCircle, Upload, X } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { RESUME_ACCEPT, UPLOAD_DELAY_MS } from "../../../common/limits.ts";
import { messages } from "../../../common/messages.ts";
import { resumeProblem } from "../../../common/resume.ts";
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
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [status, setStatus] = useState<Status>("done");
  const [dragging, setDragging] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const accept = (file: File | undefined) => {
    clearTimeout(timer.current);
    if (!file) return;
    const problem = resumeProblem(file);
    if (problem === messages.resumeWrongType) {
      onChange(undefined, problem);
      return;
    }
    // Spec §4: the (simulated) upload runs first; its outcome, success or "File too large",
    // shows after it. The field's message for a large file waits with it.
    onChange(file, undefined);
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
    inputRef.current?.focus();
  };

  const tooLarge =
    status === "done" && value ? resumeProblem(value) === messages.resumeTooLarge : false;

  return (
    <div>
      <input
        {...control}
        ref={(input) => {
          inputRef.current = input;
          ref?.(input);
        }}
        type="file"
        name="file"
        required
        accept={RESUME_ACCEPT}
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
      {value ? (
        <div
          className={`flex items-center gap-4 rounded-xl border bg-white p-4 ${
            tooLarge ? "border-danger" : "border-line"
          }`}
        >
          <span
            className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${
              tooLarge ? "bg-danger/10 text-danger" : "bg-brand-soft text-brand"
            }`}
          >
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink">{value.name}</p>
            <p role="status" className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm">
              <span className="text-muted">{formatBytes(value.size)}</span>
              <span aria-hidden="true" className="text-line">
                •
              </span>
              <UploadStatus status={tooLarge ? "too-large" : status} />
            </p>
          </div>
          <button
            type="button"
            onClick={remove}
            aria-label={`Remove ${value.name}`}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-surface hover:text-danger"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      ) : (
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
          }`}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <Upload aria-hidden="true" className="size-5" />
          </span>
          <span className="text-sm text-ink-soft">
            <span className="font-semibold text-brand">Choose a file</span> or drag it here
          </span>
          <span id={`${control.id}-types`} className="text-xs text-muted">
            PDF, DOC or DOCX, up to 5 MB
          </span>
        </label>
      )}
    </div>
  );
}

function UploadStatus({ status }: { status: Status | "too-large" }) {
  if (status === "too-large") {
    return (
      <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-danger">
        <CircleAlert aria-hidden="true" className="size-4" />
        {messages.uploadTooLarge}
      </span>
    );
  }
  if (status === "uploading") {
    return (
      <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-ink-soft">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {messages.uploadInProgress}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-success">
      <CircleCheck aria-hidden="true" className="size-4" />
      {messages.uploadSuccessful}
    </span>
  );
}
