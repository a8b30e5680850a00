import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { PageHeader } from "~/components/sections/services/page-header.tsx";
import { ServiceCard } from "~/components/sections/services/service-card.tsx";
import { services, servicesPage } from "~/content/services.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("Services", servicesPage.intro);

export default function Page() {
  return (
    <>
      <PageHeader
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.title}
        intro={servicesPage.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2} />
            </li>
          ))}
        </ul>
      </PageHeader>
      <ClosingCta
        id="services-cta-title"
        title={servicesPage.closing.title}
        description={servicesPage.closing.text}
        cta={servicesPage.closing.cta}
      />
    </>
  );
}
