import { SampleLabel } from "#app/components/ui/sample-label.tsx";
import { ChevronLeft } from "lucide-react";
import { PostArt } from "#app/components/art/post-art.tsx";
import type { CoverPicture } from "#app/components/art/cover-picture.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { postPage, type Post } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { PostDates, TagLinks } from "./post-meta.tsx";

/** The top of a post: the way back, its topics, title, summary, byline and picture. */
export function PostHeader({ post, cover }: { post: Post; cover?: CoverPicture | undefined }) {
  return (
    <Section labelledBy="post-title" spacing="hero" tone="hero">
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Breadcrumb" className="mb-6">
          <a
            href={paths.insights}
            className="-ml-1 inline-flex min-h-11 items-center gap-1 rounded-full px-1 text-sm font-medium text-muted transition-colors duration-200 hover:text-brand"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {postPage.back}
          </a>
        </nav>
        <TagLinks post={post} />
        <h1
          id="post-title"
          className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl"
        >
          {post.title}
        </h1>
        <p className="mt-5 text-lg text-pretty text-ink-soft md:text-xl">{post.summary}</p>
        <p className="mt-6 font-medium">
          {post.author.sample && (
            <SampleLabel className="mr-2 align-[0.1em]">{postPage.sampleAuthor}</SampleLabel>
          )}
          {post.author.name}
          <span className="text-muted">, {post.author.role}</span>
        </p>
        <PostDates post={post} className="mt-1" />
      </div>
      <div className="mx-auto mt-10 max-w-4xl overflow-hidden rounded-card border border-line shadow-raised">
        <PostArt
          slug={post.slug}
          art={post.art}
          cover={cover}
          priority
          className="block aspect-[8/5] h-auto w-full"
        />
      </div>
    </Section>
  );
}
