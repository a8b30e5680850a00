import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { toast } from "react-toastify/unstyled";
import toastStyles from "react-toastify/ReactToastify.css?inline";
import { Toasts } from "./toasts.tsx";

export { toast };

// The library's styles come with the library, when a form hydrates (form-toast.ts), long
// before a first toast: no page carries them in its <head> for a toast it may never show
// (1.5 kB of brotli on each form page, decision 0024). `style-src` allows inline styles.
const styles = document.createElement("style");
styles.dataset.toasts = "";
styles.textContent = toastStyles;
document.head.append(styles);

let mounted = false;

/**
 * Mounts the site's one notification region (its container is a polite live region, even
 * while empty). Returns true if it was mounted by this call: a screen reader only announces
 * changes to a live region it already knows, so a toast must not be added in the same frame.
 */
export function mountToasts(): boolean {
  if (mounted) return false;
  mounted = true;
  const host = document.createElement("div");
  host.dataset.toasts = "";
  document.body.append(host);
  flushSync(() => createRoot(host).render(<Toasts />));
  return true;
}
