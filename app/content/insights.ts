// The insights (the publishing section): posts in content/posts/*.md, their authors in
// content/team/, their topics in content/tags/, each read through its schema. Drafts are
// dropped here, so no list, page, feed or sitemap ever sees one. Posts are listed newest first.
import { caseStudies } from "./case-studies.ts";
import { checkCoverFiles, checkReferences, failOn, loadCollection, loadMarkdownCollection } from "./load.ts";
import { missingPictures } from "./post-pictures.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { team, type Person } from "./people.ts";
import { products } from "./products.ts";
import { postSchema, type PostEntry } from "./schemas/post.ts";
import { tags as tagCollection, type TagEntry } from "./schemas/tag.ts";
import { fillIn } from "./schemas/words.ts";

export type Tag = TagEntry & { slug: string };
/** A post's author: one of the people of content/team/ (people.ts). */
export type Author = Person;

/** A published post with what its pages show beside the front matter. */
export type Post = Omit<PostEntry, "tags" | "author" | "draft"> & {
  slug: string;
  body: string;
  author: Author;
  tags: readonly Tag[];
  words: number;
  /** minutes at an unhurried reading pace, at least 1 */
  readingMinutes: number;
};

/** Posts per page of a list: the index and each tag page paginate past it. */
export const POSTS_PER_PAGE = 12;

/** Words a minute of a careful reader of technical prose. */
const WORDS_PER_MINUTE = 220;

/** Addresses under /insights that are not posts: a post may not take them as its slug. */
const RESERVED_SLUGS = ["page", "tag", "rss"];

/** The words a reader reads: prose, headings and tables, not code or the list of sources. */
export function wordCount(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ") // code is skimmed, not read word by word
    .replace(/\[\^[^\]]+\]:.*$/gm, " ") // nor are the sources
    .match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words?.length ?? 0;
}

export const readingMinutes = (words: number): number =>
  Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** The people who may write, whether or not they have published yet (people.ts). */
export { team };
const tags = loadCollection(tagCollection.folder, tagCollection.schema).toSorted((a, b) => a.name.localeCompare(b.name));
const entries = loadMarkdownCollection("posts", postSchema);

const slugsOf = (list: readonly { slug: string }[]) => list.map((item) => item.slug);
checkReferences(entries, "author", (post) => [post.author], () => slugsOf(team));
checkReferences(entries, "tags", (post) => post.tags, () => slugsOf(tags));
checkReferences(entries, "products", (post) => post.products, () => slugsOf(products));
checkReferences(entries, "caseStudies", (post) => post.caseStudies, () => slugsOf(caseStudies));
checkCoverFiles(entries);
// a picture the body shows and the post does not have: named here, not as Astro's ImageNotFound
failOn(
  entries.flatMap((post) =>
    missingPictures(post.file, post.body).map(
      (url) =>
        `${post.file}: body: no picture "${url}" beside the post: place it with the text's Image button in the editor, or remove it from the text`,
    ),
  ),
);
failOn(
  entries
    .filter((post) => RESERVED_SLUGS.includes(post.slug))
    .map((post) => `${post.file}: slug: "${post.slug}" is taken by ${paths.insights}/${post.slug}/…: rename the file`),
);

const bySlug = <T extends { slug: string }>(list: readonly T[], slug: string): T =>
  list.find((item) => item.slug === slug)!;

/** Every published post, newest first (then by title, so the order never depends on files). */
export const posts: readonly Post[] = entries
  .filter((entry) => !entry.draft)
  .map(({ draft: _draft, file: _file, ...entry }) => {
    const words = wordCount(entry.body);
    return {
      ...entry,
      author: bySlug(team, entry.author),
      tags: entry.tags.map((slug) => bySlug(tags, slug)),
      words,
      readingMinutes: readingMinutes(words),
    };
  })
  .toSorted((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));

/** The tags at least one published post carries, by name: each has its page. */
export const usedTags: readonly Tag[] = tags.filter((tag) =>
  posts.some((post) => post.tags.some((candidate) => candidate.slug === tag.slug)),
);

export function postsTagged(tag: string): readonly Post[] {
  return posts.filter((post) => post.tags.some((candidate) => candidate.slug === tag));
}

/** The day a post last changed: its update, else its publication. */
export const lastChanged = (post: Pick<Post, "published" | "updated">): string =>
  post.updated ?? post.published;

/**
 * What to read next: up to `count` other posts that share a tag with this one, the most
 * shared tags first, then the newest; a post that shares no tag gets the newest others.
 */
export function relatedPosts(
  post: Post,
  count = 3,
): { byTag: boolean; posts: readonly Post[] } {
  const mine = new Set(post.tags.map((tag) => tag.slug));
  const shared = (other: Post) => other.tags.filter((tag) => mine.has(tag.slug)).length;
  const others = posts.filter((other) => other.slug !== post.slug);
  const related = others.filter((other) => shared(other) > 0);
  if (related.length === 0) return { byTag: false, posts: others.slice(0, count) };
  return { byTag: true, posts: related.toSorted((a, b) => shared(b) - shared(a)).slice(0, count) };
}

/** The posts that discuss an accelerator: listed on its page. */
export function postsAboutProduct(slug: string): readonly Post[] {
  return posts.filter((post) => post.products.includes(slug));
}

/** One page of a list: its posts, its number and the address of each page of the list. */
export interface ListPage {
  posts: readonly Post[];
  number: number;
  count: number;
  /** the address of page n (1-based) of this list */
  href: (number: number) => string;
}

/** A list cut into pages of POSTS_PER_PAGE; an empty list still has its first page. */
export function listPages(list: readonly Post[], href: (number: number) => string): ListPage[] {
  const count = Math.max(1, Math.ceil(list.length / POSTS_PER_PAGE));
  return Array.from({ length: count }, (_, index) => ({
    posts: list.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE),
    number: index + 1,
    count,
    href,
  }));
}

const page = pageContent("insights");

/** Copy of the insights' index (content/pages/insights.yaml); the eyebrow is a topic page's. */
export const insightsPage = {
  ...page.hero,
  metaDescription: page.head.description,
  /** the feed's name (feed readers add the company's) */
  feedTitle: page.feed.title,
};

/** The words of a list of posts: the index, its later pages and each topic's. */
export const insightsList = {
  ...page.list,
  pageNote: (number: number, count: number) =>
    fillIn(page.list.pageNote, { page: number, pages: count }),
};

/** The words every post's page shares (the dates and reading time on its cards too). */
export const postPage = {
  ...page.post,
  readingTime: (minutes: number) => fillIn(page.post.readingTime, { minutes }),
};
