import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { ArrowRight } from "lucide-react";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { cardClasses } from "#app/components/ui/card.tsx";
import { cardGridClasses } from "#app/components/ui/card-grid.ts";
import { Section } from "#app/components/ui/section.tsx";
import { caseStudies } from "#app/content/case-studies.ts";
import { postPage, type Author, type Post } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { products } from "#app/content/products.ts";
import { PostCard } from "./post-card.tsx";
import type { Picture } from "#app/lib/picture.ts";

/** Who wrote the post: initials (or their photo, which the page passes in) and a short bio. */
export function AuthorCard({ author, photo }: { author: Author; photo?: Picture | undefined }) {
  return (
    <div className={`${cardClasses} flex gap-4 p-6`}>
      <Avatar name={author.name} photo={photo} tone="soft" />
      <div>
        <p className="font-semibold">
          <span className="sr-only">{`${postPage.writtenBy} `}</span>
          {author.sample && (
            <SampleLabel className="mr-2 align-[0.1em]">{postPage.sampleAuthor}</SampleLabel>
          )}
          {author.name}
        </p>
        <p className="text-sm text-muted">{author.role}</p>
        <p className="mt-2 text-ink-soft">{author.bio}</p>
      </div>
    </div>
  );
}

/** The accelerators and case studies the post discusses, as links. */
function Mentions({ post }: { post: Post }) {
  const links = [
    ...products
      .filter((product) => post.products.includes(product.slug))
      .map((product) => ({
        href: paths.product(product.slug),
        kind: postPage.product,
        title: product.title,
      })),
    ...caseStudies
      .filter((study) => post.caseStudies.includes(study.slug))
      .map((study) => ({
        href: paths.caseStudy(study.slug),
        kind: postPage.caseStudy,
        title: study.title,
      })),
  ];
  if (links.length === 0) return null;
  return (
    <div className="mt-10">
      <h2 id="mentions-title" className="text-xl font-bold tracking-tight">
        {postPage.mentions}
      </h2>
      <ul aria-labelledby="mentions-title" className="mt-4 grid gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className={`${cardClasses} group flex items-center gap-4 p-4 transition-shadow duration-200 hover:shadow-raised`}
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm text-muted">{link.kind}</span>
                <span className="block font-semibold">{link.title}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** After the body: the author, what the post names, and related posts by topic. */
export function PostAside({
  post,
  related,
  covers,
  photo,
}: {
  post: Post;
  /** by topic, or the newest others when no post shares a topic (insights.ts relatedPosts) */
  related: { byTag: boolean; posts: readonly Post[] };
  covers: ReadonlyMap<string, CoverPicture>;
  photo?: Picture | undefined;
}) {
  return (
    <>
      {/* in the header's and the text's column (max-w-3xl inside the page's padding), so the
          author and what the post names start where the title and the text do */}
      <Section labelledBy="author-title" spacing="compact">
        <div className="mx-auto max-w-3xl">
          <h2 id="author-title" className="sr-only">
            {postPage.authorTitle}
          </h2>
          <AuthorCard author={post.author} photo={photo} />
          <Mentions post={post} />
        </div>
      </Section>
      {related.posts.length > 0 && (
        <Section labelledBy="related-title" tone="surface" spacing="compact">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            {related.byTag ? postPage.related : postPage.more}
          </h2>
          <ul className={`mt-8 ${cardGridClasses(related.posts.length)}`}>
            {related.posts.map((other) => (
              <li key={other.slug}>
                <PostCard
                  post={other}
                  cover={covers.get(other.slug)}
                  headingLevel={3}
                  artFromFile
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
