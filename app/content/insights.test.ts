import { describe, expect, it } from "vitest";
import {
  listPages,
  POSTS_PER_PAGE,
  posts,
  readingMinutes,
  relatedPosts,
  usedTags,
  wordCount,
  type Post,
} from "./insights.ts";
import { paths } from "./paths.ts";

describe("the insights' posts", () => {
  it("are listed newest first, each with its author and topics resolved", () => {
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const days = posts.map((post) => post.published);
    expect(days).toEqual(days.toSorted().reverse());
    for (const post of posts) {
      expect(post.author.name, post.slug).not.toBe("");
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
    }
  });

  it("are substantial: 700 to 1,200 words of text each", () => {
    for (const post of posts) {
      expect(post.words, post.slug).toBeGreaterThanOrEqual(700);
      expect(post.words, post.slug).toBeLessThanOrEqual(1_300);
    }
  });

  it("every topic with a page has a post", () => {
    for (const tag of usedTags) {
      expect(posts.some((post) => post.tags.some((t) => t.slug === tag.slug))).toBe(true);
    }
  });
});

describe("reading time", () => {
  it("counts the prose, not code blocks or the sources", () => {
    const prose = "word ".repeat(440);
    const code = "```json\n" + '{"a": 1} '.repeat(500) + "\n```\n";
    const sources = "[^1]: " + "source ".repeat(300);
    expect(wordCount(`${prose}\n${code}\n${sources}`)).toBe(440);
    expect(readingMinutes(440)).toBe(2);
    expect(readingMinutes(10)).toBe(1);
  });
});

describe("pages of a list", () => {
  const fake = (n: number) => ({ ...posts[0]!, slug: `post-${n}` }) as Post;
  const many = Array.from({ length: POSTS_PER_PAGE * 2 + 1 }, (_, n) => fake(n));

  it("cut a list into pages of 12, every post once, in order", () => {
    const pages = listPages(many, paths.insightsPage);
    expect(pages.map((page) => page.posts.length)).toEqual([12, 12, 1]);
    expect(pages.flatMap((page) => page.posts)).toEqual(many);
    expect(pages.map((page) => page.href(page.number))).toEqual([
      "/insights",
      "/insights/page/2",
      "/insights/page/3",
    ]);
  });

  it("give an empty list its first page", () => {
    expect(listPages([], paths.insightsPage)).toMatchObject([{ number: 1, count: 1, posts: [] }]);
  });
});

describe("what to read next", () => {
  it("prefers posts sharing the most topics, never the post itself", () => {
    for (const post of posts) {
      const next = relatedPosts(post);
      expect(next.posts.map((other) => other.slug)).not.toContain(post.slug);
      if (next.byTag) {
        const mine = new Set(post.tags.map((tag) => tag.slug));
        for (const other of next.posts) {
          expect(other.tags.some((tag) => mine.has(tag.slug))).toBe(true);
        }
      } else {
        expect(next.posts).toEqual(posts.filter((other) => other !== post).slice(0, 3));
      }
    }
  });
});
