// The forms' toasts sit at bottom-center (spec section 9); role "status" keeps the
// announcement polite, so a toast never interrupts what a screen reader is reading.
// The toast library loads with the first toast, not with the page.

const options = { position: "bottom-center", role: "status" } as const;

async function show(kind: "success" | "error", message: string) {
  const { mountToasts, toast } = await import("./toast-host.tsx");
  mountToasts();
  toast[kind](message, options);
}

export const toastSuccess = (message: string) => show("success", message);
export const toastError = (message: string) => show("error", message);
