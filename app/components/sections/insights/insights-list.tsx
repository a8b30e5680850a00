import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import {
  insightsList,
  insightsPage,
  usedTags,
  type ListPage,
  type Tag,
} from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { PostCard } from "./post-card.tsx";
import { Pagination } from "./pagination.tsx";

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors duration-200";

/** The topics as links: a page per topic, so filtering needs no script. */
function TagFilters({ current }: { current: Tag | undefined }) {
  const item = (href: string, label: string, selected: boolean) => (
    <li key={href}>
      <a
        href={href}
        aria-current={selected ? "page" : undefined}
        className={`${chip} ${selected ? "border-brand bg-brand text-white" : "border-line bg-white text-ink-soft hover:border-brand hover:text-brand"}`}
      >
        {label}
      </a>
    </li>
  );
  return (
    <nav aria-label={insightsList.topics} className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {item(paths.insights, insightsList.allTopics, current === undefined)}
        {usedTags.map((tag) =>
          item(paths.insightsTag(tag.slug), tag.name, tag.slug === current?.slug),
        )}
      </ul>
    </nav>
  );
}

/** The index of the insights, or one topic's posts: a page of cards and the way to others. */
export function InsightsList({
  page,
  tag,
  covers,
}: {
  page: ListPage;
  /** the topic when this is a tag's list */
  tag?: Tag | undefined;
  covers: ReadonlyMap<string, CoverPicture>;
}) {
  const title = tag ? tag.name : insightsPage.title;
  const pageNote = page.count > 1 ? ` ${insightsList.pageNote(page.number, page.count)}` : "";
  return (
    <Section labelledBy="page-title" spacing="hero" tone="hero">
      <SectionHeading
        id="page-title"
        level={1}
        eyebrow={tag ? insightsPage.eyebrow : undefined}
        title={`${title}${pageNote}`}
        intro={tag ? tag.description : insightsPage.intro}
      />
      <TagFilters current={tag} />
      {page.posts.length === 0 ? (
        <p className="text-lg text-muted">{insightsList.empty}</p>
      ) : (
        <ul aria-label={insightsList.label} className={cardGridClasses(page.posts.length)}>
          {page.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} cover={covers.get(post.slug)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} />
      <p className="mt-12 text-sm text-muted">
        {insightsList.feedNote}{" "}
        <a
          href={paths.insightsFeed}
          className="font-medium text-brand underline underline-offset-2"
        >
          {insightsList.feedLink}
        </a>
        .
      </p>
    </Section>
  );
}
