import { Carousel } from "#app/components/ui/carousel.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { FeatureItem } from "#app/content/types.ts";
import { FeatureCard } from "./feature-card.tsx";

// Literal class strings (Tailwind only sees whole class names in the source). Any count lays
// out cleanly: two or four items as a 2 × n grid (wide enough that no card becomes a ragged
// column of text); otherwise two per row from md and three per row from lg, on a grid twice
// as fine so that a last row left with one or two cards is centred instead of leaving a hole.
function gridFor(count: number): string {
  if (count === 2 || count === 4) return "md:grid-cols-2";
  const classes = ["md:grid-cols-4 md:[&>li]:col-span-2 lg:grid-cols-6"];
  if (count % 2 === 1) classes.push("md:[&>li:last-child]:col-start-2");
  if (count % 3 === 1) classes.push("lg:[&>li:last-child]:col-start-3");
  else classes.push("lg:[&>li:last-child]:col-start-auto");
  if (count % 3 === 2) classes.push("lg:[&>li:nth-last-child(2)]:col-start-2");
  return classes.join(" ");
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
        gridClassName={grid}
        slideClassName="w-[85%] sm:w-[calc(50%-8px)]"
        renderItem={(item, index) => <FeatureCard item={item} index={index} variant={variant} />}
      />
    </Section>
  );
}
