import type { CSSProperties } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from "#common/limits.ts";

// The library's theme variables, pointed at the site's tokens.
const theme = {
  "--toastify-font-family": "var(--font-sans)",
  "--toastify-color-light": "#ffffff",
  "--toastify-text-color-light": "var(--color-ink)",
  "--toastify-color-success": "var(--color-success)",
  "--toastify-color-error": "var(--color-danger)",
  "--toastify-color-progress-success": "var(--color-success)",
  "--toastify-color-progress-error": "var(--color-danger)",
  "--toastify-toast-bd-radius": "var(--radius-card)",
  "--toastify-toast-shadow": "var(--shadow-raised)",
} as CSSProperties;

/**
 * The one notification region of the site (unstyled build + its stylesheet, so no style
 * is injected at run time and a strict CSP holds). Spec section 9: auto-close 5000 ms,
 * pause on hover and when the window loses focus, drag 80% to dismiss, Alt+T focuses.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
      hotKeys={(event) => event.altKey && event.code === "KeyT"}
      theme="light"
      style={theme}
    />
  );
}
