import type { ServiceCard as Service } from "#app/content/types.ts";
import { Card } from "#app/components/ui/card.tsx";

/** One service: icon, title and description. Shared by the home carousel and /services. */
export function ServiceCard({
  service,
  headingLevel = 3,
}: {
  service: Service;
  headingLevel?: 2 | 3;
}) {
  const Icon = service.icon;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="group flex h-full flex-col p-6 transition-shadow duration-200 hover:shadow-raised md:p-8">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-brand-soft to-teal-soft text-brand ring-1 ring-brand/10">
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <Heading className="mt-6 text-xl font-semibold tracking-tight text-ink">
        {service.title}
      </Heading>
      <p className="mt-3 text-base leading-relaxed text-muted">{service.description}</p>
    </Card>
  );
}
