import { ArrowRight } from "lucide-react";
import { ArtFile } from "#app/components/art/art-file.tsx";
import { CaseStudyArt } from "#app/components/art/case-study-art.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { FigureSummary } from "#app/components/ui/figure.tsx";
import { caseStudiesPage, caseStudyPage, type CardProof } from "#app/content/case-studies.ts";
import { paths } from "#app/content/paths.ts";
import type { CaseStudyCard as CaseStudyCardData } from "#app/content/types.ts";

interface CaseStudyCardProps {
  /**
   * The study; with its lead result and client (the list's cards, `caseStudies`) the card
   * shows both. "More Case Studies" gives the card alone (`caseStudyCard`): the reader is on a
   * study with its own results, and three more figures cost every study page's weight.
   */
  card: CaseStudyCardData & Partial<CardProof>;
  /** h2 on the list page, h3 under "More Case Studies" */
  headingLevel?: 2 | 3;
  /** its drawing from a file, not inline (below the fold, art-file.tsx) */
  artFromFile?: boolean;
}

const artClasses = "block h-full w-full transition-transform duration-300 group-hover:scale-[1.03]";

/** The whole card is clickable through the title link's stretched hit area. */
export function CaseStudyCard({ card, headingLevel = 2, artFromFile = false }: CaseStudyCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`${cardClasses} group relative flex h-full flex-col overflow-hidden transition-shadow duration-200 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand`}
    >
      <div className="aspect-[8/5] overflow-hidden border-b border-line">
        {artFromFile && !card.picture ? (
          // the drawing's own `slice` is the image's object-cover
          <ArtFile width={400} height={250} alt="" className={`object-cover ${artClasses}`}>
            <CaseStudyArt art={card.art} />
          </ArtFile>
        ) : (
          <CaseStudyArt art={card.art} cover={card.picture} className={artClasses} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-teal-soft px-3 py-1 text-xs font-semibold text-teal">
          {card.category}
        </p>
        <Heading className="mt-4 text-xl font-semibold tracking-tight text-balance">
          <a
            href={paths.caseStudy(card.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {card.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-pretty text-muted">{card.description}</p>
        {card.clientLabel && (
          <p className="mt-4 text-sm text-muted">
            <span className="font-semibold text-ink-soft">{caseStudyPage.facts.client}:</span>{" "}
            {card.clientLabel}
          </p>
        )}
        {card.lead && (
          <div className="mt-4 rounded-2xl border border-line bg-surface p-4">
            <FigureSummary figure={card.lead} words={caseStudyPage.figures} />
          </div>
        )}
        <span
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand"
        >
          {caseStudiesPage.list.cardLink}
          <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
