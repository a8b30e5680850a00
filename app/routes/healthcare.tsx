import { AbdmMilestones } from "~/components/sections/healthcare/abdm-milestones.tsx";
import { CustomSolutions } from "~/components/sections/healthcare/custom-solutions.tsx";
import { HealthcareHero } from "~/components/sections/healthcare/healthcare-hero.tsx";
import { Integrations } from "~/components/sections/healthcare/integrations.tsx";
import { RecordsPortal } from "~/components/sections/healthcare/records-portal.tsx";
import { RemoteMonitoring } from "~/components/sections/healthcare/remote-monitoring.tsx";
import { WhyUs } from "~/components/sections/healthcare/why-us.tsx";
import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { healthcarePage } from "~/content/healthcare.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("Healthcare", healthcarePage.hero.intro);

export default function HealthcarePage() {
  return (
    <>
      <HealthcareHero />
      <RemoteMonitoring />
      <AbdmMilestones />
      <RecordsPortal />
      <Integrations />
      <CustomSolutions />
      <WhyUs />
      <ClosingCta
        id="healthcare-cta-title"
        title={healthcarePage.closing.title}
        description={healthcarePage.closing.description}
      />
    </>
  );
}
