import { Accelerators } from "~/components/sections/home/accelerators.tsx";
import { CareersTeaser } from "~/components/sections/home/careers-teaser.tsx";
import { Hero } from "~/components/sections/home/hero.tsx";
import { ServicesCarousel } from "~/components/sections/home/services-carousel.tsx";
import { Testimonials } from "~/components/sections/home/testimonials.tsx";
import { VerticalsGrid } from "~/components/sections/home/verticals-grid.tsx";
import { WhyChooseUs } from "~/components/sections/home/why-choose-us.tsx";
import { pageMeta } from "~/lib/meta.ts";

// An empty title gives "Nuvora: Imagine. Create. Evolve." (see pageMeta).
export const meta = () => pageMeta("");

export default function Page() {
  return (
    <>
      <Hero />
      <ServicesCarousel />
      <Accelerators />
      <VerticalsGrid />
      <WhyChooseUs />
      <Testimonials />
      <CareersTeaser />
    </>
  );
}
