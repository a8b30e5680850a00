import { CircleCheck } from "lucide-react";
import { cardClasses } from "#app/components/ui/card.tsx";
import type { FeatureItem } from "#app/content/types.ts";

interface FeatureCardProps {
  item: FeatureItem;
  index: number;
  variant: "features" | "benefits";
}

/** Desktop shows the paragraphs; the mobile carousel slide shows the one-line summary. */
export function FeatureCard({ item, index, variant }: FeatureCardProps) {
  return (
    <article className={`${cardClasses} flex h-full flex-col p-6 md:p-8`}>
      {variant === "features" ? (
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-soft text-sm font-bold text-brand tabular-nums"
        >
          {String(index + 1).padStart(2, "0")}
        </span>
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-xl bg-teal-soft text-teal"
        >
          <CircleCheck className="size-5" />
        </span>
      )}
      <h3 className="mt-5 text-lg font-semibold tracking-tight text-balance">{item.title}</h3>
      <div className="mt-3 hidden space-y-3 text-pretty text-muted md:block">
        {item.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-3 text-pretty text-muted md:hidden">{item.summary}</p>
    </article>
  );
}
