import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { toast } from "react-toastify/unstyled";
import { Toasts } from "~/components/forms/toasts.tsx";

export { toast };

let mounted = false;

/** Mounts the site's one notification region on first use (synchronously, before a toast). */
export function mountToasts() {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.toasts = "";
  document.body.append(host);
  flushSync(() => createRoot(host).render(<Toasts />));
}
