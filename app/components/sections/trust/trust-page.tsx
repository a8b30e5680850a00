import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  DocumentBlock,
  DocumentHeader,
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
 * "On This Page": after the introduction, in two columns (in the page's order down each
 * column, as a contents list is read); from 1024 px the rail in the grid's first column, beside
 * the title and the text, sticky under the fixed header (top-28, as the case study's facts),
 * one link a line. Where the browser supports it (`scroll-target-group`), the link of the part
 * in view is marked (`:target-current`): CSS only, nothing to load or run.
 */
function TrustContents() {
  return (
    <nav
      aria-label={trustContents.label}
      className="mt-8 border-y border-line py-4 [scroll-target-group:auto] lg:sticky lg:top-28 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-2 lg:self-start lg:border-y-0 lg:border-l lg:py-0"
    >
      <p className="text-sm font-semibold text-ink lg:pb-1 lg:pl-5">{trustContents.label}</p>
      <ul className="mt-1 gap-x-6 sm:columns-2 lg:columns-1">
        {trustContents.links.map((link) => (
          <li key={link.href} className="break-inside-avoid">
            {/* in the rail, one padding for a link of one line or two, so the lines keep one
                rhythm (44 px a line on a touch screen); the part in view takes the rail's edge
                in the brand colour */}
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center font-medium text-brand hover:text-brand-strong hover:underline lg:-ml-px lg:flex lg:min-h-0 lg:border-l-2 lg:border-transparent lg:py-2 lg:pl-[1.1875rem] lg:pointer-coarse:py-3 lg:text-sm lg:[&:is(:target-current)]:border-brand lg:[&:is(:target-current)]:text-ink"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The trust page, a trust centre for the products (issue 42): its contents, then the summary
 * (certifications, client data in delivery), each accelerator's data flow, the subprocessors
 * with their DPA and BAA, then the website's own forms in a section of their own (its facts
 * stay true of server/), and the requests.
 *
 * A document as the privacy notice is (document-page.tsx's title, blocks and type), but long:
 * about 10,000 px at 1280 px. So from 1024 px its contents are a rail beside the text that stays
 * in view as the page scrolls (review 6): one list, placed by the grid (below 1024 px it stands
 * after the introduction), the text column as wide as the other documents' (44rem, about 75
 * characters). The part in view is marked by the browser where it can (`scroll-target-group`),
 * without a script; elsewhere the rail is the same, unmarked.
 */
export function TrustPage({ children }: { children?: ReactNode }) {
  return (
    <Section labelledBy="document-title" spacing="hero">
      <div className="mx-auto max-w-[44rem] lg:grid lg:max-w-none lg:grid-cols-[13rem_minmax(0,44rem)] lg:justify-center lg:gap-x-12 xl:grid-cols-[14rem_minmax(0,44rem)] xl:gap-x-16">
        <DocumentHeader
          className="lg:col-start-2"
          title={trustPage.title}
          intro={trustPage.intro}
          updated={trustPage.updated}
          updatedLabel={trustPage.updatedLabel}
        />
        <TrustContents />
        <div className="lg:col-start-2">
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
        </div>
      </div>
    </Section>
  );
}
