import { CalendarDays, ExternalLink, LoaderCircle, X } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { DEMO_SCHEDULER_PATH } from "#common/endpoints.ts";
import { paths } from "#app/content/paths.ts";
import { demoWords } from "#app/content/products.ts";
import { buildFile } from "#app/lib/build-files.ts";
import { DEMO_DIALOG_ID } from "#app/lib/overlay-ids.ts";

const TITLE_ID = "demo-dialog-title";

/**
 * The scheduling page for a 30-minute demo in a modal dialog, which
 * app/behaviours/demo-dialog.ts opens. Only scripts open it, so the page carries the empty dialog and the address of
 * its body, a file made at build time (app/lib/build-files.ts): the script fetches it after the
 * first paint, keeping its half a kilobyte out of the document's first round trip (decision
 * 0024); the script names the dialog by the body's heading once it is in (an `aria-labelledby`
 * before that would point at nothing). The iframe is created only when the dialog opens, so the
 * third-party page loads only when someone asks for it. The dialog never outgrows the viewport
 * and scrolls when its content is taller (WCAG 1.4.10: 320 × 256 CSS px at 400 % zoom).
 */
export function DemoDialog() {
  const body = buildFile("fragment", "html", renderToStaticMarkup(<DemoDialogBody />));
  return (
    <dialog
      id={DEMO_DIALOG_ID}
      data-body={body}
      className="m-auto h-[min(46rem,calc(100dvh-1rem))] max-h-none w-[min(60rem,calc(100vw-1rem))] max-w-none overflow-y-auto overscroll-contain rounded-card border border-line bg-white p-0 text-ink shadow-raised backdrop:bg-ink/50"
    />
  );
}

function DemoDialogBody() {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-6">
        <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand sm:flex">
          <CalendarDays aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="text-lg font-semibold text-ink sm:text-xl">
            {demoWords.title}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{demoWords.text}</p>
        </div>
        <button
          type="button"
          data-demo-close=""
          aria-label={demoWords.close}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* never squeezed to nothing: on a short screen (400 % zoom) the dialog scrolls instead */}
      <div className="relative min-h-48 flex-1 bg-surface">
        <p
          data-demo-loading=""
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {demoWords.loading}
        </p>
        {/* the script adds <iframe title="Demo scheduler: book a 30-minute meeting"> here */}
        <div data-demo-frame="" className="relative size-full" />
      </div>
      <div className="flex flex-col gap-2 border-t border-line px-5 py-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <span>{demoWords.trouble}</span>
        <span className="flex flex-wrap gap-x-6 gap-y-1">
          <a
            href={DEMO_SCHEDULER_PATH}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand hover:underline"
          >
            {demoWords.newTab}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{demoWords.newTabNote}</span>
          </a>
          <a
            href={paths.contact}
            className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
          >
            {demoWords.contact}
          </a>
        </span>
      </div>
    </div>
  );
}
