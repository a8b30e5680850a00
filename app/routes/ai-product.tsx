import { useParams } from "react-router";
import { ClosingCta } from "~/components/sections/closing-cta.tsx";
import { MoreProducts } from "~/components/sections/products/more-products.tsx";
import { ProductHero } from "~/components/sections/products/product-hero.tsx";
import { ProductHowItWorks } from "~/components/sections/products/product-how-it-works.tsx";
import { ProductMetrics } from "~/components/sections/products/product-metrics.tsx";
import { productBySlug } from "~/content/products.ts";
import { pageMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/ai-product";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";

export const meta = ({ params }: Route.MetaArgs) => {
  const product = productBySlug(params.slug);
  return product
    ? pageMeta(`${product.title}: ${product.tag}`, product.description)
    : notFoundMeta();
};

export default function ProductPage() {
  const product = productBySlug(useParams().slug ?? "");
  if (!product) return <NotFound />;
  return (
    <>
      <ProductHero product={product} />
      <ProductMetrics product={product} />
      <ProductHowItWorks product={product} />
      <ClosingCta
        id="product-cta-title"
        title={product.closing.title}
        description={product.closing.description}
        withDemo
      />
      <MoreProducts current={product.slug} />
    </>
  );
}
