import { ArrowRight } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { paths } from "#app/content/paths.ts";
import { productPage, products } from "#app/content/products.ts";

/** Compact links to the other three accelerators at the foot of a product page. */
export function MoreProducts({ current }: { current: string }) {
  const others = products.filter((product) => product.slug !== current);
  return (
    <Section labelledBy="more-products-title" tone="surface" spacing="compact">
      <h2 id="more-products-title" className="text-2xl font-bold tracking-tight">
        {productPage.more}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {others.map((product) => {
          const Icon = product.icon;
          return (
            <li key={product.slug}>
              <a
                href={paths.product(product.slug)}
                className={`${cardClasses} group flex h-full items-center gap-4 p-5 transition-shadow duration-200 hover:shadow-raised`}
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm text-muted">{product.tag}</span>
                  <span className="block font-semibold">{product.title}</span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-brand transition-transform duration-200 group-hover:translate-x-1"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
