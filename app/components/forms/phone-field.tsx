import { useEffect, useRef, useState, type Ref } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import PhoneInput from "react-phone-number-input/core";
import labels from "react-phone-number-input/locale/en.json";
import type { Country } from "react-phone-number-input/core";
import { nativeConstraints, type FieldSpec } from "#common/forms/field-table.ts";
import { DEFAULT_COUNTRY } from "#common/limits.ts";
import { loadFullPhoneRules, phoneMetadata, withinDigitCap } from "#common/phone.ts";
import { CountrySelect } from "./country-select.tsx";
import { Field, type ControlProps } from "./field.tsx";

interface PhoneFieldProps extends ControlProps {
  name: string;
  /** E.164 ("+919876543210"), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Change it to put the country back to the default (after a reset of the form). */
  resetKey: number;
  /** the number's input, so a refused form can move focus to it */
  ref?: Ref<HTMLInputElement>;
  /** the form's phone field (common/forms/field-table.ts): required, autocomplete */
  spec: FieldSpec;
}

/**
 * International phone input, India by default. Typing stops at the longest number the
 * country allows, and never goes past E.164's 15 digits (calling code included). It starts
 * on the small metadata and switches to the full set once the visitor focuses the number or
 * the country picker.
 */
export function PhoneField({ value, onChange, resetKey, ref, spec, ...props }: PhoneFieldProps) {
  const { required, autoComplete } = nativeConstraints(spec);
  const [metadata, setMetadata] = useState(phoneMetadata);
  const wrapper = useRef<HTMLDivElement>(null);
  const country = useRef<Country | undefined>(DEFAULT_COUNTRY as Country);
  const loadFull = () => {
    // a failed download is tried again on next use; meanwhile the small set formats
    loadFullPhoneRules().then(setMetadata, () => {});
  };
  useEffect(() => {
    // focused before the island was live: React saw no focus event, so load now
    if (wrapper.current?.contains(document.activeElement)) loadFull();
    return capDigits(wrapper.current, () => country.current);
  }, []);
  return (
    // `contents`: a wrapper for focus and input events only, with no box
    <div ref={wrapper} className="contents" onFocus={loadFull}>
      <PhoneInput
        {...props}
        // the library forwards `ref` to its <input> (its types say the component)
        ref={ref as Ref<never>}
        metadata={metadata}
        value={value || undefined}
        onChange={(next) => onChange(next ?? "")}
        defaultCountry={DEFAULT_COUNTRY as Country}
        labels={labels}
        addInternationalOption={false}
        countrySelectComponent={CountrySelect}
        limitMaxLength
        onCountryChange={(next) => (country.current = next)}
        reset={resetKey}
        autoComplete={autoComplete}
        className="phone-field relative flex min-h-12 w-full items-center rounded-xl border border-line bg-white text-base text-ink shadow-xs transition-colors duration-150 hover:border-ink-soft/40 has-[input:focus]:border-brand has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-field-ring has-[[aria-invalid=true]]:border-danger"
        numberInputProps={{
          required,
          className:
            "w-0 min-w-0 flex-1 rounded-r-xl bg-transparent px-3 py-3 text-base text-ink placeholder:text-muted/80 focus:outline-none focus-visible:outline-none",
        }}
      />
    </div>
  );
}

/**
 * Refuses a keystroke, paste or drop that would take the number over 15 digits. The library's
 * own limit stops at the country's longest national number, which after +49 is already 17
 * digits, and after a calling code no country has is none at all. Refusing the input before
 * it happens (`beforeinput`) keeps the library's state and the caret as they were.
 */
function capDigits(root: HTMLElement | null, country: () => Country | undefined) {
  if (!root) return;
  const onBeforeInput = (event: InputEvent) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "tel") return;
    if (!event.inputType.startsWith("insert") || !event.data) return;
    const { value, selectionStart, selectionEnd } = input;
    const next =
      value.slice(0, selectionStart ?? value.length) +
      event.data +
      value.slice(selectionEnd ?? value.length);
    if (!withinDigitCap(next, country())) event.preventDefault();
  };
  root.addEventListener("beforeinput", onBeforeInput);
  return () => root.removeEventListener("beforeinput", onBeforeInput);
}

interface PhoneControllerProps<T extends FieldValues, D> {
  control: Control<T, unknown, D>;
  name: Path<T>;
  /** the control's id (`<form>-<field>`) */
  id: string;
  error?: string | undefined;
  resetKey: number;
  spec: FieldSpec;
}

/** The phone field, labelled, bound to a react-hook-form form (both forms use it). */
export function PhoneController<T extends FieldValues, D>({
  control,
  name,
  id,
  error,
  resetKey,
  spec,
}: PhoneControllerProps<T, D>) {
  return (
    <Field id={id} spec={spec} error={error}>
      {(a11y) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <PhoneField
              {...a11y}
              ref={field.ref}
              name={field.name}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              resetKey={resetKey}
              spec={spec}
            />
          )}
        />
      )}
    </Field>
  );
}
