import { ButtonLink } from "#app/components/ui/button.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import {
  DocumentBlock,
  DocumentPage,
  DocumentText,
  proseLinkClasses,
} from "#app/components/sections/document-page.tsx";
import { trustPage } from "#app/content/trust.ts";
import type { ReactNode } from "react";
import { SecurityPack } from "./security-pack.tsx";
import { TrustSummary } from "./trust-summary.tsx";

const { subprocessors, requests } = trustPage;

/**
 * The trust page: the summary first (certifications, client data in delivery), then the
 * document's text blocks on the website's forms, the subprocessors as cards (a table would
 * scroll sideways on a phone) and the requests as buttons.
 */
export function TrustPage({ children }: { children?: ReactNode }) {
  return (
    <DocumentPage
      title={trustPage.title}
      intro={trustPage.intro}
      updated={trustPage.updated}
      updatedLabel={trustPage.updatedLabel}
    >
      <TrustSummary />
      <SecurityPack>{children}</SecurityPack>
      {[trustPage.flow, trustPage.destinations, trustPage.storage].map((section) => (
        <DocumentBlock key={section.id} id={section.id} title={section.title}>
          <DocumentText section={section} />
        </DocumentBlock>
      ))}
      <DocumentBlock id={subprocessors.id} title={subprocessors.title}>
        <p className="mt-3 leading-relaxed text-ink-soft">
          {subprocessors.list.length > 0 ? subprocessors.intro : subprocessors.none}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {subprocessors.list.map((item) => (
            <li key={item.name} className={`${cardClasses} p-5`}>
              <h3 className="font-semibold text-ink">{item.name}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                {(["service", "data", "location"] as const).map((field) => (
                  <div key={field}>
                    <dt className="font-medium text-muted">{subprocessors.labels[field]}</dt>
                    <dd className="text-ink-soft">{item[field]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </DocumentBlock>
      <DocumentBlock id={trustPage.practices.id} title={trustPage.practices.title}>
        <DocumentText section={trustPage.practices} />
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
