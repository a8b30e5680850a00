import { useEffect, useRef, type ReactNode } from "react";

interface ModalProps {
  open: boolean;
  /** Called for Escape and a click on the backdrop. */
  onRequestClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert, puts it in the
 * top layer and returns focus to the opener on close. The page behind does not scroll.
 */
export function Modal({ open, onRequestClose, labelledBy, className = "", children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const requestClose = useRef(onRequestClose);
  useEffect(() => {
    requestClose.current = onRequestClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle("overflow-hidden", open);
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose.current();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target === dialog) requestClose.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("pointerdown", onPointerDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("pointerdown", onPointerDown);
      document.documentElement.classList.remove("overflow-hidden");
    };
  }, []);

  return (
    <dialog ref={ref} aria-labelledby={labelledBy} className={className}>
      {open && children}
    </dialog>
  );
}
