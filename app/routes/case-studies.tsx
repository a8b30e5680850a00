import { Section, SectionHeading } from "~/components/ui/section.tsx";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta("case-studies");

export default function Page() {
  return (
    <Section labelledBy="page-title" spacing="hero">
      <SectionHeading id="page-title" level={1} title="case-studies" />
    </Section>
  );
}
