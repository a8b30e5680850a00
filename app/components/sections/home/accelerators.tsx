import { ArrowRight } from "lucide-react";
import { ArtFile } from "#app/components/art/art-file.tsx";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import { ProductArt } from "#app/components/art/product-art.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { homeSections } from "#app/content/home.ts";
import { paths } from "#app/content/paths.ts";
import { products } from "#app/content/products.ts";

/**
 * The four generative-AI accelerators, each with its product's drawing (from a file: below the
 * fold, out of the document's first round trip) and leading to its product page.
 */
export function Accelerators({ covers }: { covers: ReadonlyMap<string, CoverPicture> }) {
  const copy = homeSections.accelerators;
  return (
    <Section
      id="accelerators"
      labelledBy="home-accelerators-title"
      tone="ink"
      className="relative overflow-hidden"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-48 -right-40 size-[36rem] rounded-full bg-brand/40 blur-3xl" />
        <div className="absolute -bottom-56 -left-40 size-[32rem] rounded-full bg-teal/30 blur-3xl" />
      </div>
      <div className="relative">
        <SectionHeading
          id="home-accelerators-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
          inverse
        />
        <ul className={cardGridClasses(products.length)}>
          {products.map((product) => {
            const Icon = product.icon;
            return (
              <li key={product.slug}>
                <article
                  aria-labelledby={`accelerator-${product.slug}`}
                  className={`${cardClasses} flex h-full flex-col overflow-hidden`}
                >
                  <div className="border-b border-line bg-white p-4">
                    {covers.get(product.slug) || !product.art ? (
                      <ProductArt
                        art={product.art}
                        cover={covers.get(product.slug)}
                        slug={`home-${product.slug}`}
                        className="mx-auto h-auto w-full max-w-xs"
                      />
                    ) : (
                      <ArtFile
                        width={480}
                        height={400}
                        alt=""
                        className="mx-auto h-auto w-full max-w-xs"
                      >
                        <ProductArt art={product.art} slug={`home-${product.slug}`} />
                      </ArtFile>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col p-6 md:p-8">
                    <div className="flex items-center gap-4">
                      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-brand to-teal text-white">
                        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                      </span>
                      <p className="text-sm font-semibold tracking-wide text-teal uppercase">
                        {product.tag}
                      </p>
                    </div>
                    <h3
                      id={`accelerator-${product.slug}`}
                      className="mt-6 text-2xl font-semibold tracking-tight text-ink"
                    >
                      {product.title}
                    </h3>
                    <p className="mt-3 flex-1 leading-relaxed text-muted">{product.description}</p>
                    <a
                      href={paths.product(product.slug)}
                      className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand hover:text-brand-strong hover:underline"
                    >
                      {product.cta}
                      <span className="sr-only"> about {product.title}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
