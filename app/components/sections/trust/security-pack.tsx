import { Download, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { DocumentBlock } from "#app/components/sections/document-page.tsx";
import type { DocumentRequestFormProps } from "#app/components/forms/document-request-form.tsx";
import { securityPack } from "#app/content/security-pack.ts";

const { form, nda } = securityPack;

/** The id of the terms' text, which the acceptance box points to. */
export const NDA_TERMS_ID = "security-pack-nda";

/** What the request form's island is given (trust.astro passes it to the island). */
export const documentRequestProps: DocumentRequestFormProps = {
  documents: securityPack.requestable,
  accelerators: securityPack.accelerators,
  ndaVersion: nda.version,
  ndaTermsId: NDA_TERMS_ID,
  ndaAccept: form.ndaAccept(nda.version),
  submitLabel: form.submit,
  purposeHint: form.purposeHint,
};

const SampleTag = () => (
  <span className="ml-2 rounded-full bg-surface-strong px-2 py-0.5 text-xs font-medium text-muted">
    {securityPack.sample}
  </span>
);

/**
 * The security-review pack on /trust (issue 42): every document with its kind, version and
 * date, a public one as a download and a restricted one marked "On request"; then the
 * non-disclosure terms and the request form (`children`: the island, from trust.astro).
 */
export function SecurityPack({ children }: { children?: ReactNode }) {
  // nothing to list, nothing to say; no document on request, no form to ask with
  if (securityPack.documents.length === 0) return null;
  return (
    <DocumentBlock id={securityPack.id} title={securityPack.title}>
      <p className="mt-3 leading-relaxed text-ink-soft">{securityPack.intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {securityPack.documents.map((document) => (
          <li key={document.slug} className={`${cardClasses} flex flex-col p-5`}>
            <p className="text-sm font-medium text-muted">
              {document.kind}
              {document.sample && <SampleTag />}
            </p>
            <h3 className="mt-1 font-semibold text-ink">{document.title}</h3>
            <p className="mt-1 text-sm text-muted">
              {securityPack.version} {document.version},{" "}
              <time dateTime={document.date.iso}>{document.date.text}</time>
            </p>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{document.summary}</p>
            <p className="mt-auto pt-3 text-sm font-semibold">
              {document.href ? (
                <a
                  href={document.href}
                  download={document.fileName}
                  className="tap-area inline-flex items-center gap-2 text-brand underline underline-offset-2"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {securityPack.download}
                  <span className="sr-only">: {document.title}</span>
                </a>
              ) : (
                <span className="inline-flex items-center gap-2 text-ink-soft">
                  <Lock aria-hidden="true" className="size-4" />
                  {securityPack.onRequest}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
      {securityPack.requestable.length > 0 && <RequestPart>{children}</RequestPart>}
    </DocumentBlock>
  );
}

/** The terms and the form, for the documents on request. */
function RequestPart({ children }: { children?: ReactNode }) {
  return (
    <>
      <h3 className="mt-8 text-xl font-semibold tracking-tight">{form.title}</h3>
      <p className="mt-2 leading-relaxed text-ink-soft">{form.intro}</p>
      <div id={NDA_TERMS_ID} className={`${cardClasses} mt-4 p-5`}>
        <h4 className="font-semibold text-ink">{form.ndaTitle}</h4>
        <p className="text-sm text-muted">
          {form.ndaVersion} {nda.version}
          {nda.sample && <SampleTag />}
        </p>
        {nda.paragraphs.map((text) => (
          <p key={text} className="mt-2 text-sm leading-relaxed text-ink-soft">
            {text}
          </p>
        ))}
      </div>
      <div className="mt-6">{children}</div>
    </>
  );
}
