// The forms' toasts sit at bottom-center (spec section 9); role "status" keeps the
// announcement polite, so a toast never interrupts what a screen reader is reading.
// The toast library loads with the first toast, not with the page.

const options = { position: "bottom-center", role: "status" } as const;

const host = () => import("./toast-host.tsx");

/** Starts loading the toast library (a form calls it when it hydrates), so a toast can still
 * appear when the network has gone by the time the form is sent. */
export function prepareToasts() {
  void host();
}

async function show(kind: "success" | "error", message: string) {
  const { mountToasts, toast } = await host();
  mountToasts();
  toast[kind](message, options);
}

export const toastSuccess = (message: string) => show("success", message);
export const toastError = (message: string) => show("error", message);
