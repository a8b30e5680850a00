import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { AboutHero } from "~/components/sections/about/about-hero.tsx";
import { ClientStrip } from "~/components/sections/about/client-strip.tsx";
import { MissionVision } from "~/components/sections/about/mission-vision.tsx";
import { ValuesGrid } from "~/components/sections/about/values-grid.tsx";
import { about } from "~/content/about.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("About Us", about.metaDescription);

export default function About() {
  return (
    <>
      <AboutHero />
      <MissionVision />
      <ValuesGrid />
      <ClientStrip />
      <ClosingCta
        id="about-cta-title"
        title={about.cta.title}
        description={about.cta.text}
        cta={about.cta.button}
        note={about.cta.note}
        tone="ink"
      />
    </>
  );
}
