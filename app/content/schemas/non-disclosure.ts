// The non-disclosure terms a document request accepts: content/settings/non-disclosure.yaml,
// "Non-disclosure terms" in the editor. Its fields are declared in common/ (the server records
// the version accepted, decision 0029, and may not import app/); here they become the editor's
// form, as any singleton's (singleton.ts).
import {
  NON_DISCLOSURE_FILE,
  nonDisclosureFields,
} from "#common/schemas/non-disclosure.ts";
import { declareSingleton } from "./singleton.ts";

export {
  NON_DISCLOSURE_FILE,
  NON_DISCLOSURE_SLUG,
  nonDisclosureProblems,
  nonDisclosureSchema,
  paragraphsOf,
  type NonDisclosure,
} from "#common/schemas/non-disclosure.ts";

const [folder, name] = NON_DISCLOSURE_FILE.replace(/\.yaml$/, "").split("/") as [string, string];

export const nonDisclosureTerms = declareSingleton({
  folder,
  name,
  label: "Non-disclosure terms",
  menu: "Company",
  fields: nonDisclosureFields,
});
