// What the browser lets the visitor type into each field (spec section 5).

/** Letters (any script, with their combining marks) and spaces. */
export function lettersAndSpaces(value: string): string {
  return value.replace(/[^\p{L}\p{M} ]/gu, "");
}

/**
 * Organization: the spec strips non-letters; spaces are kept too, so "Acme Health"
 * can be typed (a deliberate, friendlier reading of the rule).
 */
export const organizationFilter = lettersAndSpaces;

/** Lowercased, without whitespace (an address never contains any). */
export function emailFilter(value: string): string {
  return value.replace(/\s/g, "").toLowerCase();
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

/** Digits and at most one decimal point (the first one typed is kept). */
export function decimalFilter(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, "");
  const dot = cleaned.indexOf(".");
  if (dot === -1) return cleaned;
  return cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, "");
}
