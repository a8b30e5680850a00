import { cardClasses } from "#app/components/ui/card.tsx";
import { FigureKindLabel, FigureNotes, FigureRef } from "#app/components/ui/figure-notes.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { productPage } from "#app/content/products.ts";
import type { Product } from "#app/content/types.ts";

const PREFIX = "metric";

/**
 * The four metric boxes of a product page (percentages are spec constants), each with its
 * kind when it is not measured and a link to its note under the boxes (issue 31).
 */
export function ProductMetrics({ product }: { product: Product }) {
  const words = productPage.metrics(product);
  const notes = productPage.figures;
  return (
    <Section labelledBy="product-metrics-title" tone="surface">
      <SectionHeading
        id="product-metrics-title"
        eyebrow={words.eyebrow}
        title={words.title}
        intro={words.intro}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {product.metrics.map((metric, index) => (
          <li key={metric.title} className={`${cardClasses} flex flex-col p-6 md:p-8`}>
            {/* the kind and the note's number above the figure, which keeps its width */}
            <div className="flex min-h-6 items-center justify-between gap-3">
              <FigureKindLabel kind={metric.kind} words={notes} />
              <FigureRef prefix={PREFIX} number={index + 1} words={notes} />
            </div>
            <p
              data-testid="metric-percentage"
              className="mt-3 text-4xl font-bold tracking-tight text-brand md:text-5xl"
            >
              {metric.percentage}
            </p>
            <div aria-hidden="true" className="mt-5 h-1 w-10 rounded-full bg-teal" />
            <h3 className="mt-5 text-lg font-semibold">{metric.title}</h3>
            <p className="mt-2 text-muted">{metric.description}</p>
          </li>
        ))}
      </ul>
      <FigureNotes prefix={PREFIX} figures={product.metrics} words={notes} />
    </Section>
  );
}
