// The acknowledgement e-mail's words: content/acknowledgement/acknowledgement-email.yaml, the one
// entry of "Acknowledgement e-mail" in the editor (acknowledgement.editor.ts). The site does not
// render it: the server reads the file at start (with ACK_FROM set) and sends the words to
// everyone whose enquiry or application passed the spam check (docs/decisions/0023). The schema
// itself lives in common/, because the server may not import app/; this is its place among the
// content's schemas.
export {
  ACKNOWLEDGEMENT_FILE,
  acknowledgementSchema,
  PRIVACY_PATH,
  type AcknowledgementContent,
} from "#common/schemas/acknowledgement.ts";
