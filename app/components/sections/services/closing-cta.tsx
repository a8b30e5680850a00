import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";

interface ClosingCtaProps {
  id: string;
  title: string;
  text: string;
  cta: { label: string; href: string };
}

/** The closing call to action of a page: a calm band with one button. */
export function ClosingCta({ id, title, text, cta }: ClosingCtaProps) {
  return (
    <Section labelledBy={id} spacing="compact">
      <div className="relative overflow-hidden rounded-card bg-linear-to-br from-brand to-teal px-6 py-12 text-center text-white shadow-raised sm:px-10 md:py-16">
        <svg
          viewBox="0 0 800 240"
          preserveAspectRatio="xMidYMid slice"
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden="true"
          focusable="false"
        >
          <g fill="none" stroke="#fff" strokeOpacity="0.12">
            <circle cx="700" cy="20" r="120" />
            <circle cx="700" cy="20" r="180" />
            <circle cx="80" cy="240" r="110" />
            <circle cx="80" cy="240" r="170" strokeDasharray="2 8" />
          </g>
        </svg>
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white/90">{text}</p>
          <ButtonLink to={cta.href} variant="inverse" size="lg" className="mt-8">
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
