import { CareersHero } from "~/components/sections/careers/careers-hero.tsx";
import { CultureSection } from "~/components/sections/careers/culture-section.tsx";
import { OpeningsSection } from "~/components/sections/careers/openings-section.tsx";
import { careersHero } from "~/content/careers.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("Careers", careersHero.intro);

export default function Page() {
  return (
    <>
      <CareersHero />
      <CultureSection />
      <OpeningsSection />
    </>
  );
}
