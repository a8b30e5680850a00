// The acknowledgement e-mail's words: content/acknowledgement/acknowledgement-email.yaml,
// "Acknowledgement e-mail" in the editor. The site does not render it: the server reads the
// file at start (with ACK_FROM set) and sends the words to everyone whose enquiry or
// application passed the spam check (docs/decisions/0023). Its fields are declared in common/,
// because the server may not import app/; here they become the editor's form, as any
// singleton's (singleton.ts).
import {
  ACKNOWLEDGEMENT_FILE,
  acknowledgementFields,
} from "#common/schemas/acknowledgement.ts";
import { declareSingleton } from "./singleton.ts";

export {
  ACKNOWLEDGEMENT_FILE,
  acknowledgementSchema,
  PRIVACY_PATH,
  type AcknowledgementContent,
} from "#common/schemas/acknowledgement.ts";

const [folder, name] = ACKNOWLEDGEMENT_FILE.replace(/\.yaml$/, "").split("/") as [string, string];

export const acknowledgementEmail = declareSingleton({
  folder,
  name,
  label: "Acknowledgement e-mail",
  menu: "Company",
  fields: acknowledgementFields,
});
