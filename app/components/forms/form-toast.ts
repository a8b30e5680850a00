// The forms' toasts sit at bottom-center (spec section 9); role "status" keeps the
// announcement polite, so a toast never interrupts what a screen reader is reading.
// The toast library loads when a form hydrates, not with the page, and its region (a polite
// live region) is put in the page then, long before the first toast's text is added to it.

const options = { position: "bottom-center", role: "status" } as const;
// "Something went wrong!" is the only report of a failed send: it stays until the visitor
// closes it (its close button, or dragged away), since a message that vanishes after 5 s can
// be missed by anyone who reads slowly or was looking elsewhere. Success toasts keep the 5 s.
const kept = { ...options, autoClose: false } as const;

/** How long a region put in the page just now is left empty before a toast's text is added,
 * so the browser has exposed it to assistive technology first. */
export const FRESH_REGION_MS = 250;

const host = () => import("./toast-host.tsx");

/** Loads the toast library and puts its (empty) live region in the page. A form calls it when
 * it hydrates, so the region exists before the first toast, and a toast can still appear when
 * the network has gone by the time the form is sent. */
export function prepareToasts() {
  void host().then(({ mountToasts }) => mountToasts());
}

async function show(kind: "success" | "error", message: string) {
  const { mountToasts, toast } = await host();
  // only when the form was sent before the library had loaded: the region is new
  if (mountToasts()) await new Promise((resolve) => setTimeout(resolve, FRESH_REGION_MS));
  toast[kind](message, kind === "error" ? kept : options);
}

export const toastSuccess = (message: string) => show("success", message);
export const toastError = (message: string) => show("error", message);
