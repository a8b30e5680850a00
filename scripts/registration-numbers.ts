// India's company registration numbers, checked as their registrars issue them: the launch
// check (scripts/launch-rules.ts) and the editor's company form (app/content/schemas/settings.ts
// declares them as its warnings) give the same words.

/**
 * A Corporate Identity Number as the registrar issues it: listed or unlisted (L/U), industry
 * (5 digits), state (2 letters), year of incorporation, type (3 letters), number (6 digits).
 */
const CIN = /^[LU](\d{5})[A-Z]{2}(\d{4})[A-Z]{3}(\d{6})$/;

export function cinProblem(cin: string): string | undefined {
  const parts = CIN.exec(cin.trim());
  if (!parts) {
    return `"${cin}" is not a Corporate Identity Number (21 characters: L or U, 5 digits, 2 letters, the year, 3 letters, 6 digits)`;
  }
  const year = Number(parts[2]);
  if (parts.slice(1).some((digits) => /^0+$/.test(digits!)) || year < 1850 || year > 2100) {
    return `"${cin}" is a placeholder: the company's CIN is on its certificate of incorporation`;
  }
  return undefined;
}

const GSTIN = /^(\d{2})([A-Z]{5})(\d{4})([A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN's last character, worked out from the first 14 (the GST network's check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = BASE36.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return BASE36[(36 - (sum % 36)) % 36]!;
}

export function gstinProblem(gstin: string): string | undefined {
  const value = gstin.trim();
  const parts = GSTIN.exec(value);
  if (!parts) {
    return `"${gstin}" is not a GSTIN (15 characters: state code, the PAN, entity number, Z, check character)`;
  }
  if (/^(.)\1{4}$/.test(parts[2]!) || /^0+$/.test(parts[3]!) || parts[1] === "00") {
    return `"${gstin}" is a placeholder: the company's GSTIN is on its GST registration certificate`;
  }
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
    return `"${gstin}" is not a valid GSTIN: its last character does not match the others (a typing error?)`;
  }
  return undefined;
}
