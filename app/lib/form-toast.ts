import { toast } from "react-toastify/unstyled";

// The forms' toasts sit at bottom-center (spec section 9); role "status" keeps the
// announcement polite, so a toast never interrupts what a screen reader is reading.
const options = { position: "bottom-center", role: "status" } as const;

export function toastSuccess(message: string) {
  toast.success(message, options);
}

export function toastError(message: string) {
  toast.error(message, options);
}
