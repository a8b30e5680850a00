import { useLayoutEffect } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { DEFAULT_COUNTRY } from "#common/limits.ts";
import { cutToDigitCap, phoneValue } from "#common/phone.ts";
import type { CountryCode } from "libphonenumber-js/core";

/** How a field's text becomes its value: the field's typing filter, or the phone's E.164. */
export type Normalisers<T extends FieldValues> = Partial<
  Record<Path<T>, (value: string) => string>
>;

/** A phone field's text as the form holds it: within the 15-digit cap, in E.164. */
export const phoneFromText = (text: string) => {
  const country = DEFAULT_COUNTRY as CountryCode;
  return phoneValue(cutToDigitCap(text, country), country);
};

/**
 * What a visitor typed, pasted or had filled in before the island hydrated is in the page's
 * fields. react-hook-form adopts it when it registers them (it keeps a field edited before
 * the form is ready); this runs each adopted value through the same filter as a typed one,
 * as the island commits, so a letter typed early into a digits-only field never stays and an
 * early address is lowercased. The phone field is controlled, so it takes its value here.
 */
export function useEarlyValues<T extends FieldValues>(
  formId: string,
  form: UseFormReturn<T, unknown, unknown>,
  normalisers: Normalisers<T>,
) {
  useLayoutEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    const data = new FormData(element);
    const adopt = (name: Path<T>, value: string) => {
      if (value !== form.getValues(name)) form.setValue(name, value as PathValue<T, Path<T>>);
    };
    for (const [name, normalise] of Object.entries(normalisers) as [
      Path<T>,
      (value: string) => string,
    ][]) {
      const raw = data.get(name);
      if (typeof raw === "string" && raw !== "") adopt(name, normalise(raw));
    }
    // a box ticked early (the résumé consent) holds its value when ticked, "" when not
    for (const box of element.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]")) {
      adopt(box.name as Path<T>, box.checked ? box.value : "");
    }
    // once, on the first commit: later values are typed into a live form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
