// The non-disclosure terms a document request accepts: content/settings/non-disclosure.yaml,
// "Non-disclosure terms" in the editor (non-disclosure.editor.ts). The schema lives in common/,
// because the server records the version accepted (decision 0029).
export {
  NON_DISCLOSURE_FILE,
  NON_DISCLOSURE_SLUG,
  nonDisclosureProblems,
  nonDisclosureSchema,
  paragraphsOf,
  type NonDisclosure,
} from "#common/schemas/non-disclosure.ts";
