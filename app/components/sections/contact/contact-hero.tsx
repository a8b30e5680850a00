import { ContactHeroArt } from "#app/components/art/contact-hero-art.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { contactHero } from "#app/content/contact.ts";

export function ContactHero() {
  return (
    <Section labelledBy="contact-title" spacing="hero" className="overflow-hidden">
      <div className="grid items-center gap-10 md:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-teal uppercase">
            {contactHero.eyebrow}
          </p>
          <h1
            id="contact-title"
            className="text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {contactHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted">{contactHero.intro}</p>
        </div>
        <ContactHeroArt className="hidden h-auto w-full md:block" />
      </div>
    </Section>
  );
}
