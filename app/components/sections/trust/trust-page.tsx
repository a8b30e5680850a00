import { ButtonLink } from "#app/components/ui/button.tsx";
import {
  DocumentBlock,
  DocumentPage,
  DocumentText,
  proseLinkClasses,
} from "#app/components/sections/document-page.tsx";
import { trustContents, trustPage } from "#app/content/trust.ts";
import type { ReactNode } from "react";
import { SecurityPack } from "./security-pack.tsx";
import { TrustAccelerators } from "./trust-accelerators.tsx";
import { TrustSubprocessors } from "./trust-subprocessors.tsx";
import { TrustSummary } from "./trust-summary.tsx";

const { requests, website } = trustPage;

/** One part of the website's own section: a heading a level under it. */
function WebsitePart({
  section,
}: {
  section: Parameters<typeof DocumentText>[0]["section"] & { id: string; title: string };
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-8">
      <h3 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
        {section.title}
      </h3>
      <DocumentText section={section} />
    </section>
  );
}

/**
 * The trust page, a trust centre for the products (issue 42): its contents, then the summary
 * (certifications, client data in delivery), each accelerator's data flow, the subprocessors
 * with their DPA and BAA, then the website's own forms in a section of their own (its facts
 * stay true of server/), and the requests.
 */
export function TrustPage({ children }: { children?: ReactNode }) {
  return (
    <DocumentPage
      title={trustPage.title}
      intro={trustPage.intro}
      updated={trustPage.updated}
      updatedLabel={trustPage.updatedLabel}
    >
      <nav aria-label={trustContents.label} className="mt-8 border-y border-line py-4">
        <p className="text-sm font-semibold text-ink">{trustContents.label}</p>
        {/* in the page's order down each column, as a contents list is read */}
        <ul className="mt-1 gap-x-6 sm:columns-2">
          {trustContents.links.map((link) => (
            <li key={link.href} className="break-inside-avoid">
              <a
                href={link.href}
                className="inline-flex min-h-11 items-center font-medium text-brand hover:text-brand-strong hover:underline"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <TrustSummary />
      <TrustAccelerators />
      <TrustSubprocessors />
      <SecurityPack>{children}</SecurityPack>
      <DocumentBlock id={website.id} title={website.title}>
        <p className="mt-3 leading-relaxed text-ink-soft">{website.intro}</p>
        {[trustPage.flow, trustPage.destinations, trustPage.storage, trustPage.practices].map(
          (section) => (
            <WebsitePart key={section.id} section={section} />
          ),
        )}
      </DocumentBlock>
      <DocumentBlock id={requests.id} title={requests.title}>
        <DocumentText section={{ paragraphs: requests.paragraphs }} />
        <ul className="mt-4 flex flex-wrap gap-3">
          {requests.links.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="secondary">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 leading-relaxed text-ink-soft">
          {requests.vulnerability.text}{" "}
          <a href={requests.vulnerability.link.href} className={proseLinkClasses}>
            {requests.vulnerability.link.label}
          </a>
          .
        </p>
      </DocumentBlock>
    </DocumentPage>
  );
}
