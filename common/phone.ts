// Phone rules come in two sizes. The small metadata (16 kB compressed: lengths and formats)
// is enough to format what a visitor types; only the full metadata (34 kB: every numbering
// plan) tells a real number from one of the right length, such as +91 10000 00000. The
// browser loads the full set when the phone field is first used; validation always waits for
// it, so a number is never accepted on the small set alone.
import {
  AsYouType,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from "libphonenumber-js/core";
import small from "libphonenumber-js/min/metadata";
import { DEFAULT_COUNTRY, PHONE_MAX_DIGITS } from "./limits.ts";

const E164 = /^\+[1-9]\d{1,14}$/;

let full: MetadataJson | undefined;
let loading: Promise<MetadataJson> | undefined;
let smallWillDo = false;

/** Loads the full metadata once (a separate chunk in the browser); resolves to it. */
export function loadFullPhoneRules(): Promise<MetadataJson> {
  loading ??= import("libphonenumber-js/max/metadata").then(
    (module) => {
      full = module.default;
      return full;
    },
    (error: unknown) => {
      loading = undefined; // a lost download is tried again on the next use
      throw error;
    },
  );
  return loading;
}

/**
 * The browser only, when the full set could not be downloaded: judge on the small set rather
 * than leave the visitor with a form that cannot be sent. The server, which always has the
 * full set, still refuses an invalid number, and its message reaches the field.
 */
export function judgeOnSmallRules(): void {
  smallWillDo = true;
}

/** The best metadata loaded so far: for formatting, never for deciding validity. */
export function phoneMetadata(): MetadataJson {
  return full ?? small;
}

/** Digits of a phone value, without the "+" and any formatting. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * How many E.164 digits a phone input's text stands for: every digit after a leading "+";
 * otherwise the country's calling code plus the national number, without a national prefix
 * such as Germany's 0. The phone field refuses a keystroke that takes this over 15.
 */
export function e164DigitCount(text: string, country: CountryCode | undefined): number {
  if (text.trimStart().startsWith("+") || !country) return phoneDigits(text).length;
  return phoneDigits(phoneValue(text, country) || text).length;
}

/**
 * The value a phone input's text stands for, as the phone field reports it while typing:
 * "+" and digits, the country's calling code first ("9876" in India is "+919876"), or "".
 */
export function phoneValue(text: string, country: CountryCode | undefined): string {
  const typed = new AsYouType(country, phoneMetadata());
  typed.input(text);
  return typed.getNumberValue() ?? "";
}

/** True when a phone input's text stays within E.164's 15 digits (see `e164DigitCount`). */
export function withinDigitCap(text: string, country: CountryCode | undefined): boolean {
  return e164DigitCount(text, country) <= PHONE_MAX_DIGITS;
}

/**
 * The longest start of a phone input's text within the 15-digit cap: what the field would hold
 * had each keystroke been checked (text typed before the form's script ran is cut to it).
 */
export function cutToDigitCap(text: string, country: CountryCode | undefined): string {
  let kept = text;
  while (!withinDigitCap(kept, country)) kept = kept.slice(0, -1);
  return kept;
}

/**
 * True for an E.164 number ("+919876543210") that is valid for its country. Throws until
 * `loadFullPhoneRules()` has resolved: the server awaits it at start, the forms before they
 * validate.
 */
export function isValidPhone(value: string): boolean {
  if (!full && !smallWillDo) {
    throw new Error("Phone rules not loaded: await loadFullPhoneRules() first");
  }
  if (!E164.test(value) || phoneDigits(value).length > PHONE_MAX_DIGITS) return false;
  return isValidPhoneNumber(value, full ?? small);
}

/** E.164 for a number typed in any common format, read in the default country unless it
 * starts with "+"; the value itself when it cannot be read (validation then refuses it). */
export function toE164(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_COUNTRY as CountryCode, phoneMetadata());
  return parsed?.number ?? value;
}
