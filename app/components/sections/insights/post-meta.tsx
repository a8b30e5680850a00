import { insightsList, postPage, type Post } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { Day } from "#app/components/ui/day.tsx";
import { MetaLine } from "#app/components/ui/meta-line.tsx";

/** "Published 14 October 2026 · 6 min read", and the update when there is one. */
export function PostDates({ post, className = "" }: { post: Post; className?: string }) {
  return (
    <MetaLine
      className={className}
      parts={[
        <>
          {postPage.published} <Day day={post.published} />
        </>,
        ...(post.updated
          ? [
              <>
                {postPage.updated} <Day day={post.updated} />
              </>,
            ]
          : []),
        postPage.readingTime(post.readingMinutes),
      ]}
    />
  );
}

/** The post's topics as links to their pages. */
export function TagLinks({ post, className = "" }: { post: Post; className?: string }) {
  return (
    <ul aria-label={insightsList.topics} className={`flex flex-wrap gap-2 ${className}`}>
      {post.tags.map((tag) => (
        <li key={tag.slug}>
          <a
            href={paths.insightsTag(tag.slug)}
            className="tap-area z-10 inline-flex min-h-8 items-center rounded-full bg-teal-soft px-3 text-xs font-semibold text-teal hover:underline"
          >
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
