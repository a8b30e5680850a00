import { readFileSync } from "node:fs";
import {
  lastChanged,
  postPage,
  posts,
  postsTagged,
  relatedPosts,
  usedTags,
} from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The insights on the production build: the index and a topic's page list the right posts
// newest first, a post page carries the parts long-form writing needs, and the feed, the
// structured data and the sitemap say the same as the pages. Pagination and drafts, which
// need more posts than the site ships, are in insights-lists.spec.ts.

const newest = posts[0]!;
/** the post with the most of the parts a post page can have: a table, a figure, footnotes */
const richest = posts.find((post) => /^\|/m.test(post.body) && /!\[/.test(post.body))!;

/**
 * The "·" of the lines of facts ("Published … · Updated … · 5 min read") that stand at a
 * line's start or end, as seen: every dot shown, written or drawn by CSS, must have words on
 * its own line on both sides.
 */
const danglingDots = (page: Page) =>
  page.locator("main").evaluate((main) =>
    [...main.querySelectorAll("p:has(time)")].flatMap((line) => {
      const box = line.getBoundingClientRect();
      const words: DOMRect[] = [];
      const dots: DOMRect[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0) (node.textContent!.trim() === "·" ? dots : words).push(rect);
        }
      }
      for (const part of line.querySelectorAll("*")) {
        if (!getComputedStyle(part, "::before").content.includes("·")) continue;
        const rect = part.getBoundingClientRect();
        // drawn in the part's left padding; clipped away when left of the line's box
        if (rect.left >= box.left - 0.5)
          dots.push(new DOMRect(rect.left, rect.top, 16, rect.height));
      }
      const onLine = (dot: DOMRect, word: DOMRect) => Math.abs(word.top - dot.top) < 6;
      return dots
        .filter(
          (dot) =>
            !words.some((word) => onLine(dot, word) && word.right <= dot.left + 2) ||
            !words.some((word) => onLine(dot, word) && word.left >= dot.right - 2),
        )
        .map(() => line.textContent!);
    }),
  );

/** Cards alone in their row that do not span it (a list's rows, by their top). */
const loneCards = (list: Locator) =>
  list.evaluate((element) => {
    const width = element.getBoundingClientRect().width;
    const rows = new Map<number, DOMRect[]>();
    for (const item of element.children) {
      const box = item.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    return [...rows.values()]
      .filter((row) => row.length === 1 && row[0]!.width < width - 1)
      .map((row) => Math.round(row[0]!.width));
  });

test("the index lists every post, newest first, each a link to its page", async ({ page }) => {
  await page.goto(paths.insights);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights");
  const list = page.getByRole("list", { name: "Posts" });
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(posts.length);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(posts.map((p) => p.title));
  // a card's facts wrap without leaving a "·" at a line's end or start, and no card is left
  // alone in a row of two or three
  expect(await danglingDots(page)).toEqual([]);
  expect(await loneCards(list)).toEqual([]);
  await cards.first().getByRole("link", { name: newest.title }).click();
  await expect(page).toHaveURL(paths.insight(newest.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
});

test("a topic filter is a link to the topic's page, which lists its posts only", async ({
  page,
}) => {
  const tag = usedTags.find((candidate) => postsTagged(candidate.slug).length < posts.length)!;
  await page.goto(paths.insights);
  const topics = page.getByRole("navigation", { name: "Topics" });
  await expect(topics.getByRole("link")).toHaveText(["All topics", ...usedTags.map((t) => t.name)]);
  await expect(topics.getByRole("link", { name: "All topics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await topics.getByRole("link", { name: tag.name, exact: true }).click();
  await expect(page).toHaveURL(paths.insightsTag(tag.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tag.name);
  await expect(page.getByText(tag.description)).toBeVisible();
  await expect(topics.getByRole("link", { name: tag.name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(
    page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 }),
  ).toHaveText(postsTagged(tag.slug).map((post) => post.title));
});

test("a post page: byline, dates, reading time, topics, headings with their own links", async ({
  page,
}) => {
  await page.goto(paths.insight(richest.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(richest.title);
  await expect(page.getByText(richest.summary).first()).toBeVisible();
  const byline = page.getByText(`Published`).first();
  await expect(byline.locator("time")).toHaveAttribute("datetime", richest.published);
  await expect(page.getByText(`${richest.readingMinutes} min read`).first()).toBeVisible();
  for (const tag of richest.tags) {
    await expect(page.getByRole("link", { name: tag.name, exact: true }).first()).toHaveAttribute(
      "href",
      paths.insightsTag(tag.slug),
    );
  }
  // each section heading keeps its own name and is followed by a link to itself
  const headings = page.locator(".post-body h2");
  expect(await headings.count()).toBeGreaterThanOrEqual(4);
  const first = headings.first();
  const name = (await first.textContent())!;
  const id = (await first.getAttribute("id"))!;
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  const anchor = page.getByRole("link", { name: `Link to the section “${name}”` });
  await expect(anchor).toHaveAttribute("href", `#${id}`);
  // the "#" follows each heading's last word, also when the heading wraps (issue 43): on a
  // phone, where headings wrap (this file runs at 1280 px only; the page narrowed, not reloaded)
  await page.setViewportSize({ width: 390, height: 844 });
  const strays = await page.locator(".post-body .heading-group").evaluateAll((groups) =>
    groups.flatMap((group) => {
      const range = document.createRange();
      range.selectNodeContents(group.querySelector("h2, h3")!);
      const lines = [...range.getClientRects()];
      const last = lines.at(-1)!;
      const link = group.querySelector(".heading-anchor")!.getBoundingClientRect();
      const beside = link.left - last.right < 24 && link.top < last.bottom;
      return beside || lines.length === 0 ? [] : [`${group.textContent} (${lines.length} lines)`];
    }),
  );
  expect(strays).toEqual([]);
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(first).toBeInViewport();
});

test("a post page: a table, a figure with its caption, footnotes that lead to the sources and back", async ({
  page,
}) => {
  await page.goto(paths.insight(richest.slug));
  const table = page.locator(".post-body table").first();
  await expect(table.getByRole("columnheader").first()).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(2);

  const figure = page.getByRole("figure").first();
  await expect(figure.locator("figcaption")).not.toBeEmpty();
  const image = figure.getByRole("img");
  await expect(image).toHaveAttribute("alt", /\w{3,}/);
  await image.scrollIntoViewIfNeeded();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // the caption is not a second copy of the alt text
  expect(await figure.locator("figcaption").textContent()).not.toBe(
    await image.getAttribute("alt"),
  );
  // the text starts under the title, lede and byline (review 6: 19 px to their right)
  const left = async (locator: Locator) => (await locator.boundingBox())!.x;
  const titleLeft = await left(page.getByRole("heading", { level: 1 }));
  // the author card after the text, too (it stood 32 px in)
  const author = page.getByRole("region", { name: postPage.authorTitle }).locator("h2 + div");
  for (const part of [page.locator(".post-body > p").first(), image, author]) {
    expect(Math.abs((await left(part)) - titleLeft)).toBeLessThan(1);
  }
  // a diagram drawn in the site's palette (app.css's tokens) and face, not a system font's
  const drawing = await (await page.request.get((await image.getAttribute("src"))!)).text();
  expect(drawing).toMatch(/^<svg/);
  const tokens = readFileSync("app/app.css", "utf8").match(/--color-[\w-]+: #[0-9a-f]{6}/g)!;
  const palette = new Set(["#ffffff", ...tokens.map((token) => token.slice(-7))]);
  const colours = drawing.match(/#[0-9a-fA-F]{6}\b/g)!.map((hex) => hex.toLowerCase());
  expect(colours.filter((hex) => !palette.has(hex))).toEqual([]);
  // its words are Inter's outlines: no text left for a system face to set
  expect(drawing).not.toMatch(/<text\b|font-family/);
  expect(drawing).toMatch(/<use href="#g600-\d+"/);

  const sources = page.getByRole("heading", { name: "Footnotes" });
  await expect(sources).toBeAttached();
  const reference = page.locator(".post-body sup a").first();
  const target = (await reference.getAttribute("href"))!;
  await reference.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  const note = page.locator(target);
  await expect(note).toBeInViewport();
  await note
    .getByRole("link", { name: /Back to reference/ })
    .first()
    .click();
  await expect(reference).toBeInViewport();
});

test("a post page links what it names and its author, and suggests what to read next", async ({
  page,
}) => {
  const post = posts.find((candidate) => candidate.caseStudies.length > 0)!;
  await page.goto(paths.insight(post.slug));
  const mentions = page.getByRole("list", { name: "In This Post" });
  await expect(mentions.getByRole("link").first()).toHaveAttribute(
    "href",
    paths.caseStudy(post.caseStudies[0]!),
  );
  await expect(page.getByText(post.author.bio)).toBeVisible();
  const next = page.getByRole("region", { name: /Related Insights|More Insights/ });
  await expect(next.getByRole("article").first()).toBeVisible();
  expect(await loneCards(next.getByRole("list").first())).toEqual([]);
  // a post with one related post: the card takes the row
  const single = posts.find((candidate) => relatedPosts(candidate).posts.length === 1)!;
  await page.goto(paths.insight(single.slug));
  const only = page.getByRole("region", { name: /Related Insights|More Insights/ });
  expect(await loneCards(only.getByRole("list").first())).toEqual([]);
  await expect(next.getByRole("link", { name: post.title, exact: true })).toHaveCount(0);
});

test("an accelerator's page lists the posts about it", async ({ page }) => {
  const post = posts.find((candidate) => candidate.products.length > 0)!;
  const product = post.products[0]!;
  await page.goto(paths.product(product));
  const insights = page.getByRole("region", { name: /^Insights on / });
  await expect(insights.getByRole("link", { name: new RegExp(post.title) })).toHaveAttribute(
    "href",
    paths.insight(post.slug),
  );
  await page.goto(paths.home);
  await page.getByRole("contentinfo").getByRole("link", { name: "Insights" }).click();
  await expect(page).toHaveURL(paths.insights);
});

test("the feed: valid RSS, one item per post newest first, full text with absolute links", async ({
  page,
  request,
}) => {
  const answer = await request.get(paths.insightsFeed);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(/xml/);
  const xml = await answer.text();
  await page.goto(paths.insights);
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (node: Element, tag: string) => node.getElementsByTagName(tag)[0]?.textContent;
    return {
      broken: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.nodeName,
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        date: text(item, "pubDate"),
        content: text(item, "content:encoded") ?? "",
      })),
    };
  }, xml);
  expect(feed.broken).toBe(false);
  expect(feed.root).toBe("rss");
  expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!)
    .origin;
  for (const [index, item] of feed.items.entries()) {
    const post = posts[index]!;
    expect(item.link).toBe(`${origin}${paths.insight(post.slug)}`);
    expect(new Date(item.date!).toISOString().slice(0, 10)).toBe(post.published);
    // the whole post, not an excerpt, and nothing in it relative to a page it isn't on
    expect(item.content).toContain("<h2");
    expect(item.content.length).toBeGreaterThan(post.body.length / 2);
    expect(item.content).not.toMatch(/\b(?:href|src)="(?!https?:|mailto:)/);
  }
});

test("every page names the feed for feed readers", async ({ request }) => {
  for (const path of [paths.home, paths.contact, paths.insight(newest.slug)]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="https?:\/\/[^"]+\/insights\/rss\.xml"/,
    );
  }
});

test("a post's structured data: a BlogPosting that agrees with the page", async ({ page }) => {
  const post = posts.find((candidate) => candidate.updated) ?? newest;
  await page.goto(paths.insight(post.slug));
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (json) => JSON.parse(json) as Record<string, unknown>,
  );
  const posting = blocks.find((block) => block["@type"] === "BlogPosting")!;
  expect(posting).toBeDefined();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(posting).toMatchObject({
    headline: await page.getByRole("heading", { level: 1 }).textContent(),
    url: canonical,
    mainEntityOfPage: canonical,
    datePublished: post.published,
    dateModified: lastChanged(post),
    author: { "@type": "Person", name: post.author.name },
    publisher: { "@type": "Organization", name: "Nuvora" },
    image: await page.locator('meta[property="og:image"]').getAttribute("content"),
  });
  await expect(page.locator(`time[datetime="${post.published}"]`).first()).toBeVisible();
  const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
  expect(JSON.stringify(crumbs)).toContain(`${paths.insights}"`);
});

test("the sitemap lists the index, each topic and each post with the day it last changed", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const post of posts) {
    expect(sitemap).toMatch(
      new RegExp(`${paths.insight(post.slug)}</loc><lastmod>${lastChanged(post)}</lastmod>`),
    );
  }
  for (const tag of usedTags) expect(sitemap).toContain(`${paths.insightsTag(tag.slug)}</loc>`);
  expect(sitemap).toContain(`${paths.insights}</loc>`);
  for (const path of pagePaths.filter((route) => route.startsWith(paths.insights))) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});
