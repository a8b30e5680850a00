import { ArrowRight } from "lucide-react";
import type { ServiceCard as Service } from "#app/content/types.ts";
import type { ServiceLink } from "#app/content/services.ts";
import { Card } from "#app/components/ui/card.tsx";

/**
 * One service: icon, title and description, and on /services the accelerator or case study it
 * delivered, when the owner gave one. Shared by the home carousel (no links) and /services.
 */
export function ServiceCard({
  service,
  headingLevel = 3,
  link,
}: {
  service: Service;
  headingLevel?: 2 | 3 | 4;
  link?: ServiceLink | undefined;
}) {
  const Icon = service.icon;
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="group flex h-full flex-col p-6 transition-shadow duration-200 hover:shadow-raised md:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-brand-soft to-teal-soft text-brand ring-1 ring-brand/10">
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <Heading className="mt-6 text-xl font-semibold tracking-tight text-ink">
        {service.title}
      </Heading>
      <p className="mt-3 text-base leading-relaxed text-muted">{service.description}</p>
      {link && (
        // at the card's foot, whatever the description's length, so the links line up in a row
        <p className="mt-auto pt-3">
          {/* inline, so that the arrow follows the last word when the words wrap */}
          <a
            href={link.href}
            className="inline-block py-2.5 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
          </a>
        </p>
      )}
    </Card>
  );
}
