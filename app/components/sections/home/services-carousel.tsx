import { ArrowRight } from "lucide-react";
import { ServiceCard } from "#app/components/sections/services/service-card.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { homeSections } from "#app/content/home.ts";
import { paths } from "#app/content/paths.ts";
import { homeServices } from "#app/content/services.ts";

export function ServicesCarousel() {
  const copy = homeSections.services;
  return (
    <Section id="services" labelledBy="home-services-title" tone="surface">
      <SectionHeading
        id="home-services-title"
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
      />
      <Carousel
        items={homeServices}
        label={copy.title}
        getKey={(service) => service.id}
        slideClassName="w-[85%] sm:w-[calc(50%-8px)] lg:w-[calc((100%-32px)/3)]"
        renderItem={(service) => <ServiceCard service={service} />}
      />
      <div className="mt-4 flex justify-center">
        <ButtonLink href={paths.services} variant="ghost">
          {copy.allServices}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
