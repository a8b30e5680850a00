import { useCallback, useEffect, useRef } from "react";
import { dismissOverlay, isOverlayEntry, pushOverlayEntry } from "./history-dismiss.ts";

/**
 * While `open`, an extra history entry exists and Back calls `onClose`.
 * `dismiss()` closes from the page; `dismissForNavigation()` closes and tells the
 * caller to navigate with `replace`, so the overlay's entry becomes the new page.
 */
export function useHistoryDismiss(id: string, open: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    pushOverlayEntry(window.history, id);
    const onPop = () => {
      if (!isOverlayEntry(window.history.state, id)) onCloseRef.current();
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [id, open]);

  const dismiss = useCallback(() => {
    dismissOverlay(window.history, id, () => onCloseRef.current());
  }, [id]);

  const dismissForNavigation = useCallback((): boolean => {
    const onTop = isOverlayEntry(window.history.state, id);
    onCloseRef.current();
    return onTop;
  }, [id]);

  return { dismiss, dismissForNavigation };
}
