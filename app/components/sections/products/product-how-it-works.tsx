import { CircleCheck } from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { productPage } from "#app/content/products.ts";
import type { Product } from "#app/content/types.ts";

/**
 * The product's flow as numbered steps joined by a rail (vertical on small screens,
 * horizontal from lg), followed by its key capabilities.
 */
export function ProductHowItWorks({ product }: { product: Product }) {
  const { howItWorks, capabilities } = product;
  return (
    <Section labelledBy="product-how-title">
      <SectionHeading
        id="product-how-title"
        eyebrow={productPage.howItWorks.eyebrow}
        title={howItWorks.title}
        intro={howItWorks.intro}
      />
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand to-teal lg:block"
        />
        <ol className="relative grid items-start gap-8 lg:grid-cols-4 lg:gap-6">
          {howItWorks.steps.map((step, index) => (
            <li
              key={step.title}
              className="relative grid grid-cols-[3rem_1fr] gap-5 before:absolute before:top-12 before:-bottom-8 before:left-6 before:w-0.5 before:-translate-x-1/2 before:bg-gradient-to-b before:from-brand before:to-teal last:before:hidden lg:before:hidden lg:grid-cols-1 lg:content-start lg:justify-items-center lg:gap-0 lg:text-center"
            >
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full border-2 border-brand bg-white text-lg font-bold text-brand shadow-card"
              >
                {index + 1}
              </span>
              <div className="pt-2.5 lg:mt-6 lg:pt-0">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{`${productPage.howItWorks.step(index + 1)} `}</span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>

      <div className="mt-16 border-t border-line pt-12 md:mt-20">
        <h3 className="text-center text-sm font-semibold tracking-wide text-teal uppercase">
          {productPage.howItWorks.capabilities}
        </h3>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {capabilities.map((capability) => (
            <li key={capability.title} className="flex gap-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal" />
              <div>
                <p className="font-semibold">{capability.title}</p>
                <p className="mt-1 text-muted">{capability.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
