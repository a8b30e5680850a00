import { rmSync } from "node:fs";
import { POSTS_PER_PAGE, posts } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { buildAndServe } from "../editor/built-site.ts";
import { expect, test } from "./fixtures.ts";
import {
  contentWithGeneratedPosts,
  DRAFT,
  GENERATED_TAG,
  generatedTitle,
} from "./insights-content.ts";
import { DESKTOP_ONLY } from "./viewports.ts";

// Pagination and drafts need more posts than the site ships: this spec builds a site of its
// own from content/ plus generated posts (all tagged GENERATED_TAG, newer than none of the
// real ones) and a draft, and serves it. One viewport: the lists are the same HTML on both.

const generated = 14;
const total = posts.length + generated;
let site: Awaited<ReturnType<typeof buildAndServe>>;
let content: string;

test.describe.configure({ mode: "serial" });
test.describe(`lists past ${POSTS_PER_PAGE} posts, and drafts ${DESKTOP_ONLY}`, () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    content = contentWithGeneratedPosts(generated);
    site = await buildAndServe({ CONTENT_DIR: content });
  });
  test.afterAll(async () => {
    await site?.close();
    rmSync(content, { recursive: true, force: true });
  });

  test("the index shows 12 posts a page, newest first, with the way to older ones", async ({
    page,
  }) => {
    await page.goto(`${site.url}${paths.insights}`);
    const titles = page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(POSTS_PER_PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Insights (page 1 of ${Math.ceil(total / POSTS_PER_PAGE)})`,
    );
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages.getByRole("link", { name: "Newer posts" })).toHaveCount(0);
    const firstPage = await titles.allTextContents();
    // on a phone each card's topic tags (32 px pills) take a 44 px tap area of their own: a
    // point 20 px above or below a tag's middle reaches that tag, not the next row's
    await page.setViewportSize({ width: 390, height: 844 });
    const missed = await page
      .getByRole("list", { name: "Posts" })
      .getByRole("listitem")
      .getByRole("list")
      .getByRole("link")
      .evaluateAll((tags) =>
        tags.flatMap((tag) => {
          tag.scrollIntoView({ block: "center", behavior: "instant" });
          const box = tag.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return [y - 20, y + 20]
            .filter((at) => document.elementFromPoint(x, at)?.closest("a") !== tag)
            .map((at) => `${tag.textContent} at ${Math.round(at - y)} px`);
        }),
      );
    expect(missed).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await pages.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(`${site.url}${paths.insightsPage(2)}`);
    const rest = await titles.allTextContents();
    expect(rest).toHaveLength(total - POSTS_PER_PAGE);
    // every post once, across the pages; the oldest generated one last
    expect(new Set([...firstPage, ...rest]).size).toBe(total);
    expect(rest.at(-1)).toBe(generatedTitle(1));
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pages.getByRole("link", { name: "Newer posts" }).click();
    await expect(page).toHaveURL(`${site.url}${paths.insights}`);
  });

  test("a topic with more than 12 posts paginates too", async ({ page }) => {
    await page.goto(`${site.url}${paths.insightsTag(GENERATED_TAG)}`);
    const titles = page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(POSTS_PER_PAGE);
    await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "Older posts" })
      .click();
    await expect(page).toHaveURL(`${site.url}${paths.insightsTag(GENERATED_TAG, 2)}`);
    expect(await titles.count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${paths.insightsTag(GENERATED_TAG, 2)}$`),
    );
  });

  test("a draft is nowhere: no page, no card, not in the feed or the sitemap", async ({
    page,
    request,
  }) => {
    expect((await request.get(`${site.url}${paths.insight(DRAFT.slug)}`)).status()).toBe(404);
    for (const path of [paths.insights, paths.insightsPage(2), paths.insightsTag(GENERATED_TAG)]) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole("list", { name: "Posts" })).toBeVisible();
      await expect(page.getByText(DRAFT.title)).toHaveCount(0);
    }
    const feed = await (await request.get(`${site.url}${paths.insightsFeed}`)).text();
    expect(feed).toContain(generatedTitle(generated));
    expect(feed).not.toContain(DRAFT.title);
    const sitemap = await (await request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${paths.insightsPage(2)}</loc>`);
    expect(sitemap).not.toContain(DRAFT.slug);
  });
});
