import { ChevronRight } from "lucide-react";
import { ProductArt } from "#app/components/art/product-art.tsx";
import { RequestDemoButton } from "#app/components/demo/request-demo-button.tsx";
import { HeroActions } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { paths } from "#app/content/paths.ts";
import { aiSolutionsPage } from "#app/content/products.ts";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import type { Product } from "#app/content/types.ts";

/** Header of a product page: tag, title, description, Request a Demo and the product diagram. */
export function ProductHero({
  product,
  picture,
}: {
  product: Product;
  /** the product's own cover, when it has one (lib/cover-pictures.ts) */
  picture?: CoverPicture | undefined;
}) {
  const Icon = product.icon;
  return (
    <Section labelledBy="product-title" spacing="hero" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-full bg-gradient-to-b from-brand-soft/70 to-white"
      />
      <div className="relative grid items-center gap-12 lg:grid-cols-[1fr_28rem] xl:grid-cols-[1fr_30rem]">
        <div>
          <nav aria-label="Breadcrumb" className="mb-8 text-sm">
            <ol className="flex flex-wrap items-center gap-1 text-muted">
              <li>
                <a
                  href={paths.aiSolutions}
                  className="inline-flex min-h-11 items-center hover:text-brand"
                >
                  {aiSolutionsPage.title}
                </a>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-ink">
                {product.title}
              </li>
            </ol>
          </nav>
          <p className="inline-flex items-center gap-2 rounded-full bg-teal-soft px-4 py-1.5 text-sm font-semibold text-teal">
            <Icon aria-hidden="true" className="size-4" />
            {product.tag}
          </p>
          <h1
            id="product-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {product.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted md:text-xl">
            {product.description}
          </p>
          <HeroActions className="mt-8">
            <RequestDemoButton />
          </HeroActions>
        </div>
        <ProductArt
          art={product.art}
          cover={picture}
          priority
          slug={product.slug}
          className="mx-auto h-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </Section>
  );
}
