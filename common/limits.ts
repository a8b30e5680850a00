// Business constants of spec section 9, shared by the browser, the schemas and the server.

/** 5 MB: the résumé limit (the browser check, the schema and the server's multipart limit). */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

/** The `accept` attribute of the résumé file input. */
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(",");

/** Simulated upload delay of the résumé input (the upload step makes no call). */
export const UPLOAD_DELAY_MS = 1500;

/** E.164 allows at most 15 digits; the phone input caps typing there. */
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_COUNTRY = "IN";
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

export const TOAST_AUTO_CLOSE_MS = 5000;
/** Fraction of the toast's width it must be dragged to be dismissed. */
export const TOAST_DRAG_PERCENT = 0.8;

/** Upper bounds per field, enforced by the schemas and mirrored by `maxLength` in the inputs. */
export const FIELD_MAX = {
  name: 100,
  organization: 150,
  email: 254,
  subject: 200,
  message: 5000,
  address: 500,
  noticePeriod: 3,
  ctc: 8,
  fileName: 255,
} as const;
