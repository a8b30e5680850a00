import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { homeSections } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";

export function Testimonials() {
  const copy = homeSections.testimonials;
  return (
    <Section id="testimonials" labelledBy="home-testimonials-title">
      <SectionHeading
        id="home-testimonials-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <TestimonialCarousel
        items={testimonials}
        label={copy.listLabel}
        sampleLabel={copy.sampleLabel}
      />
    </Section>
  );
}
