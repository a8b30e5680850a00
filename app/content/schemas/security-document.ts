// The security-review pack's documents: content/documents/<slug>.yaml, "Security documents" in
// the editor. Their fields are declared in common/ (the server reads the same files, decision
// 0029, and may not import app/); here they become the editor's collection, as any declared
// collection's (collection.ts). The site reads them with common's schema, which flattens who may
// see a document and its file into `access` and `pdf`.
import { declareCollection } from "./collection.ts";
import { DOCUMENTS_FOLDER, securityDocumentFields } from "#common/schemas/security-document.ts";

export {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENTS_FOLDER,
  securityDocumentProblems,
  securityDocumentSchema,
  type DocumentKind,
  type SecurityDocument,
} from "#common/schemas/security-document.ts";

export const securityDocuments = declareCollection({
  folder: DOCUMENTS_FOLDER,
  label: "Security documents",
  menu: "Company",
  slugField: "title",
  columns: ["kind", "version"],
  fields: securityDocumentFields,
});
