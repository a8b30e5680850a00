import { ArrowRight, CalendarCheck } from "lucide-react";
import { RequestDemoButton } from "#app/components/demo/request-demo-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { ctaLabels } from "#app/content/navigation.ts";
import { paths } from "#app/content/paths.ts";

interface ClosingCtaProps {
  id: string;
  title: string;
  description: string;
  /** the contact link: by default "Get in Touch", or "Contact Us" beside Request a Demo */
  cta?: { label: string; href: string };
  /** product pages offer a demo first, with the link as the second button */
  withDemo?: boolean;
  /** a short line under the buttons, e.g. the free-consultation offer */
  note?: string;
  /** "ink" is the dark band that closes the About page */
  tone?: "soft" | "ink";
}

const tones = {
  soft: {
    box: "border border-line bg-gradient-to-br from-brand-soft via-white to-teal-soft text-ink",
    glow: ["bg-brand/10 blur-2xl", "bg-teal/10 blur-2xl"],
    text: "text-muted",
  },
  ink: {
    box: "bg-ink text-white",
    glow: ["bg-brand/40 blur-3xl", "bg-teal/30 blur-3xl"],
    text: "text-white/85",
  },
} as const;

/** The call to action that closes a page. */
export function ClosingCta({
  id,
  title,
  description,
  withDemo = false,
  cta = { label: withDemo ? ctaLabels.contactUs : ctaLabels.contact, href: paths.contact },
  note,
  tone = "soft",
}: ClosingCtaProps) {
  const style = tones[tone];
  return (
    <Section labelledBy={id}>
      <div
        className={`relative overflow-hidden rounded-card px-6 py-12 text-center md:px-16 md:py-16 ${style.box}`}
      >
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute -top-24 -right-24 size-64 rounded-full ${style.glow[0]}`}
        />
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute -bottom-24 -left-24 size-64 rounded-full ${style.glow[1]}`}
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </h2>
          <p className={`mt-4 text-lg text-pretty ${style.text}`}>{description}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {withDemo && <RequestDemoButton className="w-full sm:w-auto" />}
            <ButtonLink
              href={cta.href}
              variant={withDemo ? "secondary" : tone === "ink" ? "inverse" : "primary"}
              size="lg"
              className="w-full sm:w-auto"
            >
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
          {note && (
            <p
              className={`mt-4 inline-flex items-center justify-center gap-2 text-sm ${style.text}`}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              {note}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
