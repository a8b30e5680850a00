import { Carousel } from "~/components/ui/carousel.tsx";
import { Section, SectionHeading } from "~/components/ui/section.tsx";
import type { FeatureItem } from "~/content/types.ts";
import { FeatureCard } from "./feature-card.tsx";

// Literal class strings (Tailwind only sees whole class names in the source). Counts divisible
// by three or four fill their rows; an odd count uses two columns under a full-width lead card,
// so no row is left with a gap.
function gridFor(count: number) {
  if (count % 3 === 0) return { lead: false, className: "md:grid-cols-2 lg:grid-cols-3" };
  if (count % 4 === 0) return { lead: false, className: "md:grid-cols-2 lg:grid-cols-4" };
  if (count % 2 === 1) {
    return { lead: true, className: "md:grid-cols-2 md:[&>li:first-child]:col-span-2" };
  }
  return { lead: false, className: "md:grid-cols-2" };
}

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
  const grid = gridFor(items.length);
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <Carousel
        items={items}
        label={title}
        getKey={(item) => item.title}
        layout="grid-from-md"
        gridClassName={grid.className}
        slideClassName="w-[85%] sm:w-[calc(50%-8px)]"
        renderItem={(item, index) => (
          <FeatureCard
            item={item}
            index={index}
            variant={variant}
            lead={grid.lead && index === 0}
          />
        )}
      />
    </Section>
  );
}
