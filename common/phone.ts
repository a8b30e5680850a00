// Full metadata: the default ("min") metadata checks only the length and accepts
// numbers no Indian operator can have, such as +91 10000 00000.
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";
import { DEFAULT_COUNTRY, PHONE_MAX_DIGITS } from "./limits.ts";

const E164 = /^\+[1-9]\d{1,14}$/;

/** Digits of a phone value, without the "+" and any formatting. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** True for an E.164 number ("+919876543210") that is valid for its country. */
export function isValidPhone(value: string): boolean {
  if (!E164.test(value) || phoneDigits(value).length > PHONE_MAX_DIGITS) return false;
  return isValidPhoneNumber(value);
}

/** E.164 for a number typed in any common format, read in the default country unless it
 * starts with "+"; the value itself when it cannot be read (validation then refuses it). */
export function toE164(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_COUNTRY as CountryCode);
  return parsed?.number ?? value;
}
