import { insightsList, postPage, type Post } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";

/** A day as readers write it, "14 October 2026"; the machine-readable day is the <time>'s. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function Day({ day }: { day: string }) {
  return <time dateTime={day}>{formatDay(day)}</time>;
}

/** "14 October 2026 · 6 min read", and the update when there is one. */
export function PostDates({ post, className = "" }: { post: Post; className?: string }) {
  return (
    <p className={`flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted ${className}`}>
      <span>
        {postPage.published} <Day day={post.published} />
      </span>
      {post.updated && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {postPage.updated} <Day day={post.updated} />
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{postPage.readingTime(post.readingMinutes)}</span>
    </p>
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
            className="relative z-10 inline-flex min-h-8 items-center rounded-full bg-teal-soft px-3 text-xs font-semibold text-teal hover:underline"
          >
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
