import { ArrowRight } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Day } from "#app/components/ui/day.tsx";
import { MetaLine } from "#app/components/ui/meta-line.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { postPage, postsAboutProduct } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { productPage } from "#app/content/products.ts";
import type { Product } from "#app/content/types.ts";

/** The posts that discuss this accelerator, when there are any: the way into our writing. */
export function ProductInsights({ product }: { product: Product }) {
  const posts = postsAboutProduct(product.slug);
  if (posts.length === 0) return null;
  return (
    <Section labelledBy="product-insights-title" spacing="compact">
      <h2 id="product-insights-title" className="text-2xl font-bold tracking-tight">
        {productPage.insights.title(product)}
      </h2>
      {/* one post: a card of a readable width, not a whole row's */}
      <ul
        className={`mt-8 ${cardGridClasses(posts.length, 2)} ${posts.length === 1 ? "max-w-2xl" : ""}`}
      >
        {posts.map((post) => (
          <li key={post.slug}>
            <a
              href={paths.insight(post.slug)}
              className={`${cardClasses} group flex h-full items-center gap-4 p-5 transition-shadow duration-200 hover:shadow-raised`}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-balance">{post.title}</span>
                <MetaLine
                  as="span"
                  className="mt-1"
                  parts={[<Day day={post.published} />, postPage.readingTime(post.readingMinutes)]}
                />
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 text-brand transition-transform duration-200 group-hover:translate-x-1"
              />
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={paths.insights} className="font-medium text-brand underline underline-offset-2">
          {productPage.insights.all}
        </a>
      </p>
    </Section>
  );
}
