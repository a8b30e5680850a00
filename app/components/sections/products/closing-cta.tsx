import { ArrowRight } from "lucide-react";
import { RequestDemoButton } from "~/components/demo/request-demo-button.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Section } from "~/components/ui/section.tsx";
import { paths } from "~/content/paths.ts";

interface ClosingCtaProps {
  id: string;
  title: string;
  description: string;
  /** the product pages and /ai-solutions offer a demo; other pages only the contact link */
  withDemo?: boolean;
}

/** The closing call to action of a page: a demo request and a way to reach the team. */
export function ClosingCta({ id, title, description, withDemo = true }: ClosingCtaProps) {
  return (
    <Section labelledBy={id}>
      <div className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-brand-soft via-white to-teal-soft px-6 py-12 text-center md:px-16 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand/10 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 size-64 rounded-full bg-teal/10 blur-2xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">{description}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {withDemo && <RequestDemoButton className="w-full sm:w-auto" />}
            <ButtonLink
              to={paths.contact}
              variant={withDemo ? "secondary" : "primary"}
              size="lg"
              className="w-full sm:w-auto"
            >
              Contact Us
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
