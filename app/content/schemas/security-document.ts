// The security-review pack's documents: content/documents/<slug>.yaml, "Security documents" in
// the editor (security-document.editor.ts). The schema lives in common/, because the server reads
// the same files (decision 0029); this is its place among the content's schemas.
export {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENTS_FOLDER,
  securityDocumentProblems,
  securityDocumentSchema,
  type DocumentKind,
  type SecurityDocument,
} from "#common/schemas/security-document.ts";
