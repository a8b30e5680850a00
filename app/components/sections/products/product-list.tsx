import { ArrowRight } from "lucide-react";
import { ProductArt } from "#app/components/art/product-art.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { paths } from "#app/content/paths.ts";
import { aiSolutionsPage, products } from "#app/content/products.ts";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";

/** The four accelerators of /ai-solutions, each with its diagram and a Learn More link. */
export function ProductList({
  covers,
}: {
  /** the products' own covers, by slug (lib/cover-pictures.ts) */
  covers: ReadonlyMap<string, CoverPicture>;
}) {
  return (
    <Section labelledBy="products-list-title" tone="surface">
      <h2 id="products-list-title" className="sr-only">
        {aiSolutionsPage.list.title}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {products.map((product) => {
          const Icon = product.icon;
          const titleId = `product-${product.slug}-title`;
          return (
            <li key={product.slug}>
              <article
                aria-labelledby={titleId}
                className={`${cardClasses} group flex h-full flex-col overflow-hidden transition-shadow duration-200 hover:shadow-raised`}
              >
                <div className="border-b border-line bg-white p-4 sm:p-6">
                  <ProductArt
                    art={product.art}
                    cover={covers.get(product.slug)}
                    slug={product.slug}
                    className="mx-auto h-auto w-full max-w-md"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6 md:p-8">
                  <p className="flex items-center gap-2 text-sm font-semibold text-teal">
                    <Icon aria-hidden="true" className="size-4" />
                    {product.tag}
                  </p>
                  <h3 id={titleId} className="mt-3 text-2xl font-bold tracking-tight">
                    {product.title}
                  </h3>
                  <p className="mt-3 flex-1 text-muted">{product.description}</p>
                  <a
                    href={paths.product(product.slug)}
                    className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand hover:text-brand-strong"
                  >
                    {product.cta}
                    <span className="sr-only"> {aiSolutionsPage.list.linkEnd(product)}</span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform duration-200 group-hover:translate-x-1"
                    />
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
