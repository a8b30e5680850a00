import { postPage } from "#app/content/insights.ts";
import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { PostArt } from "#app/components/art/post-art.tsx";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import type { Post } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { PostDates, TagLinks } from "./post-meta.tsx";

/** A post in a list: the whole card opens it (the title link's stretched hit area); its tags,
 * at its foot with the byline, stay links of their own above that area. A card given a whole
 * row (cardGridClasses) lays its picture beside its words rather than above them (a container
 * query on the card's width). */
export function PostCard({
  post,
  cover,
  headingLevel = 2,
  artFromFile = false,
}: {
  post: Post;
  cover?: CoverPicture | undefined;
  /** h2 in the lists, h3 under "Related insights" */
  headingLevel?: 2 | 3;
  /** its drawing from a file, not inline (below the fold, art-file.tsx) */
  artFromFile?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`${cardClasses} @container group relative h-full overflow-hidden transition-shadow duration-200 hover:shadow-raised has-[h2_a:focus-visible,h3_a:focus-visible]:outline-3 has-[h2_a:focus-visible,h3_a:focus-visible]:outline-offset-2 has-[h2_a:focus-visible,h3_a:focus-visible]:outline-brand`}
    >
      <div className="flex h-full flex-col @2xl:flex-row">
        <div className="aspect-[8/5] overflow-hidden border-b border-line @2xl:aspect-auto @2xl:min-h-64 @2xl:w-5/12 @2xl:shrink-0 @2xl:border-r @2xl:border-b-0">
          <PostArt
            slug={post.slug}
            art={post.art}
            cover={cover}
            className="block h-full w-full"
            fromFile={artFromFile}
          />
        </div>
        <div className="flex flex-1 flex-col p-6 @2xl:justify-center @2xl:p-8">
          <Heading className="text-xl font-semibold tracking-tight text-balance">
            <a
              href={paths.insight(post.slug)}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {post.title}
            </a>
          </Heading>
          <p className="mt-3 flex-1 text-pretty text-muted @2xl:flex-none">{post.summary}</p>
          {/* the topics with the byline at the card's foot, not above the title: three or four
              topics wrap to a second row, and the titles of a row then started at different
              heights (the review as built, issue 43) */}
          {/* each tag's 44 px tap area (tap-area) clear of the next row's: rows 44 px apart */}
          <TagLinks post={post} className="mt-5 gap-y-3" />
          <p className="mt-4 text-sm font-medium text-ink-soft">
            {post.author.sample && (
              <SampleLabel className="mr-2">{postPage.sampleAuthor}</SampleLabel>
            )}
            {post.author.name}
          </p>
          <PostDates post={post} className="mt-1" />
        </div>
      </div>
    </article>
  );
}
