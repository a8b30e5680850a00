import { CalendarDays, ExternalLink, LoaderCircle, X } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { DEMO_SCHEDULER_PATH } from "../../../common/wire.ts";
import { Modal } from "~/components/ui/modal.tsx";
import { paths } from "~/content/paths.ts";

interface DemoDialogProps {
  open: boolean;
  /** Close from the page (close button, Escape, backdrop): takes the history entry away. */
  onClose: () => void;
  /** Close before following a link; true when the dialog's history entry should be replaced. */
  onNavigate: () => boolean;
}

const TITLE_ID = "demo-dialog-title";

/**
 * The scheduling page for a 30-minute demo in a modal dialog. The iframe exists only while
 * the dialog is open, so the third-party page loads only when someone asks for it.
 */
export function DemoDialog({ open, onClose, onNavigate }: DemoDialogProps) {
  return (
    <Modal
      open={open}
      onRequestClose={onClose}
      labelledBy={TITLE_ID}
      className="m-auto h-[min(46rem,calc(100dvh-1rem))] max-h-none w-[min(60rem,calc(100vw-1rem))] max-w-none overflow-hidden rounded-card border border-line bg-white p-0 text-ink shadow-raised backdrop:bg-ink/50"
    >
      <DemoDialogBody onClose={onClose} onNavigate={onNavigate} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so every opening starts loading afresh. */
function DemoDialogBody({ onClose, onNavigate }: Omit<DemoDialogProps, "open">) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);

  const toContact = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(paths.contact, { replace: onNavigate() });
  };

  return (
    <div className="flex h-full flex-col">
      <header className="flex items-start gap-4 border-b border-line px-5 py-4 sm:px-6">
        <span className="mt-0.5 hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand sm:flex">
          <CalendarDays aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={TITLE_ID} className="text-lg font-semibold text-ink sm:text-xl">
            Book a 30-minute demo
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Pick a time that suits you; the invitation arrives by e-mail.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className="relative flex-1 bg-surface">
        {!loaded && (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Loading the scheduler…
          </p>
        )}
        <iframe
          src={DEMO_SCHEDULER_PATH}
          title="Demo scheduler: book a 30-minute meeting"
          onLoad={() => setLoaded(true)}
          className="relative size-full border-0"
        />
      </div>
      <footer className="flex flex-col gap-2 border-t border-line px-5 py-3 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <span>Scheduler not loading?</span>
        <span className="flex flex-wrap gap-x-6 gap-y-1">
          <a
            href={DEMO_SCHEDULER_PATH}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand hover:underline"
          >
            Open it in a new tab
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Link
            to={paths.contact}
            onClick={toContact}
            className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
          >
            Contact us instead
          </Link>
        </span>
      </footer>
    </div>
  );
}
