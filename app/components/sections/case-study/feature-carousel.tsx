import { cardGridColumns } from "#app/components/ui/card-grid.ts";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { FeatureItem } from "#app/content/types.ts";
import { FeatureCard } from "./feature-card.tsx";

interface FeatureCarouselProps {
  id: string;
  title: string;
  eyebrow: string;
  items: readonly FeatureItem[];
  variant: "features" | "benefits";
  tone?: "white" | "surface";
}

/** Features and "Benefits & Outcomes": a grid from md up, a carousel with dots below it. */
export function FeatureCarousel({
  id,
  title,
  eyebrow,
  items,
  variant,
  tone,
}: FeatureCarouselProps) {
  // the one grid rule (ui/card-grid.ts), at most three across: features and benefits are
  // paragraphs, and four columns set them about 25 characters a line, tall and ragged (review 6).
  // 7 features → 3 + 2 + 2, 6 → 3 + 3, 4 benefits → 2 × 2, never a lone card
  const grid = cardGridColumns(items.length, 3);
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <Carousel
        items={items}
        label={title}
        getKey={(item) => item.title}
        layout="grid-from-md"
        gridClassName={grid}
        slideClassName="w-[85%] sm:w-[calc(50%-8px)]"
        renderItem={(item, index) => <FeatureCard item={item} index={index} variant={variant} />}
      />
    </Section>
  );
}
