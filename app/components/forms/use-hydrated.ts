import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the static HTML and while hydrating, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
