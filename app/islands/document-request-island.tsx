import {
  DocumentRequestForm,
  type DocumentRequestFormProps,
} from "#app/components/forms/document-request-form.tsx";
import { IslandBoundary } from "./island-boundary.tsx";

/** /trust's island: the security-review pack's request form, hydrated on first interaction. */
export function DocumentRequestIsland(props: DocumentRequestFormProps) {
  return (
    <IslandBoundary>
      <DocumentRequestForm {...props} />
    </IslandBoundary>
  );
}
