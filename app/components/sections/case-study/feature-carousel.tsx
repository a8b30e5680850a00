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
  // the one grid rule (ui/card-grid.ts): 7 features → 4 + 3, 5 → 3 + 2, never a lone card.
  // Benefits are a paragraph each, longer than a feature's: at most three across (four are
  // 2 × 2), where four columns made them tall, narrow and ragged
  const grid = cardGridColumns(items.length, variant === "benefits" ? 3 : 4);
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
