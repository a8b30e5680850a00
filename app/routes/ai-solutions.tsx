import { CircleCheck } from "lucide-react";
import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { ProductList } from "~/components/sections/products/product-list.tsx";
import { Section, SectionHeading } from "~/components/ui/section.tsx";
import { aiSolutionsPage } from "~/content/products.ts";
import { pageMeta } from "~/lib/meta.ts";

export const meta = () => pageMeta(aiSolutionsPage.title, aiSolutionsPage.intro);

export default function AiSolutionsPage() {
  const copy = aiSolutionsPage;
  return (
    <>
      <Section
        labelledBy="page-title"
        spacing="hero"
        className="bg-gradient-to-b from-brand-soft/70 to-white"
      >
        <SectionHeading
          id="page-title"
          level={1}
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
        <ul className="-mt-2 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-ink-soft sm:flex-row sm:flex-wrap">
          {copy.principles.map((principle) => (
            <li key={principle} className="flex items-center gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="size-5 text-teal" />
              {principle}
            </li>
          ))}
        </ul>
      </Section>
      <ProductList />
      <ClosingCta
        id="ai-solutions-cta-title"
        title={copy.closing.title}
        description={copy.closing.description}
        withDemo
      />
    </>
  );
}
