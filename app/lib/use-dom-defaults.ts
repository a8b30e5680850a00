import { useState } from "react";

/**
 * The values a visitor typed into a form before its island hydrated (the form is real HTML
 * from the start), so hydration keeps them instead of resetting the fields to `empty`.
 * Read once, on the first client render; on the server it is just `empty`.
 */
export function useDomDefaults<T extends object>(
  formId: string,
  empty: T,
  normalise: Partial<Record<keyof T, (value: string) => string>> = {},
): T {
  const [values] = useState(() => {
    if (typeof document === "undefined") return empty;
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return empty;
    const data = new FormData(form);
    const merged: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
    for (const key of Object.keys(empty)) {
      const value = data.get(key);
      if (typeof value !== "string" || value === "") continue;
      merged[key] = normalise[key as keyof T]?.(value) ?? value;
    }
    return merged as T;
  });
  return values;
}
