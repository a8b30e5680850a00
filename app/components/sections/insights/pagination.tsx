import { ArrowLeft, ArrowRight } from "lucide-react";
import { insightsList, type ListPage } from "#app/content/insights.ts";

const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft transition-colors duration-200 hover:border-brand hover:text-brand";

/** Newer and older pages of a list, and each page by number; nothing when one page holds all. */
export function Pagination({ page }: { page: ListPage }) {
  if (page.count <= 1) return null;
  const numbers = Array.from({ length: page.count }, (_, index) => index + 1);
  return (
    <nav aria-label={insightsList.pages} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page.number > 1 && (
          <li>
            <a href={page.href(page.number - 1)} rel="prev" className={link}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {insightsList.newer}
            </a>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <a
              href={page.href(number)}
              aria-current={number === page.number ? "page" : undefined}
              className={`${link} ${number === page.number ? "border-brand bg-brand text-white hover:text-white" : ""}`}
            >
              <span className="sr-only">{`${insightsList.page} `}</span>
              {number}
            </a>
          </li>
        ))}
        {page.number < page.count && (
          <li>
            <a href={page.href(page.number + 1)} rel="next" className={link}>
              {insightsList.older}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
