import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { PageHeader } from "~/components/sections/services/page-header.tsx";
import { VerticalCard } from "~/components/sections/verticals/vertical-card.tsx";
import { verticals, verticalsPage } from "~/content/verticals.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("Verticals", verticalsPage.intro);

export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow={verticalsPage.eyebrow}
        title={verticalsPage.title}
        intro={verticalsPage.intro}
      >
        <ul aria-label="Verticals" className="grid gap-6 md:grid-cols-3">
          {verticals.map((vertical) => (
            <li key={vertical.id}>
              <VerticalCard
                vertical={vertical}
                headingLevel={2}
                linkLabel={verticalsPage.healthcareLinkLabel}
              />
            </li>
          ))}
        </ul>
      </PageHeader>
      <ClosingCta
        id="verticals-cta-title"
        title={verticalsPage.closing.title}
        description={verticalsPage.closing.text}
        cta={verticalsPage.closing.cta}
      />
    </>
  );
}
