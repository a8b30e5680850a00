import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Figure } from "#app/components/ui/figure.tsx";
import { FigureNotes } from "#app/components/ui/figure-notes.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { productPage } from "#app/content/products.ts";
import type { Product } from "#app/content/types.ts";

const PREFIX = "metric";
/** the section's anchor: the evidence under Validation and Safety links here (product-validation.tsx) */
export const FIGURES_ID = "figures";

/**
 * The four metric boxes of a product page (percentages are spec constants, printed word for
 * word), each in the one figure presentation (issue 43): a target or illustrative figure is
 * what a pilot measures, never a headline; each links to its note under the boxes (issue 31).
 */
export function ProductMetrics({ product }: { product: Product }) {
  const words = productPage.metrics(product);
  const notes = productPage.figures;
  return (
    <Section id={FIGURES_ID} labelledBy="product-metrics-title" tone="surface">
      <SectionHeading
        id="product-metrics-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      {/* the one grid rule (ui/card-grid.ts), at most two across: a box is words (what the
          figure means, its method), and four across set them about 25 characters a line
          (review 6); 2 x 2 gives them about 60 */}
      <ul className={cardGridClasses(product.metrics.length, 2)}>
        {product.metrics.map((metric, index) => (
          <li key={metric.title} className={`${cardClasses} p-6 md:p-8`}>
            {/* one figure presentation (ui/figure.tsx): a headline only when measured and sourced */}
            <Figure
              figure={{ ...metric, value: metric.percentage }}
              prefix={PREFIX}
              number={index + 1}
              words={notes}
            />
          </li>
        ))}
      </ul>
      <FigureNotes prefix={PREFIX} figures={product.metrics} words={notes} />
    </Section>
  );
}
