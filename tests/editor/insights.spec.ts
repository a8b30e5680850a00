import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { loadMarkdownCollection } from "#app/content/load.ts";
import { postSchema } from "#app/content/schemas/post.ts";
import { buildAndServe } from "./built-site.ts";
import { offline } from "./editor-page.ts";

// The site's owner writes a post in the editor: saved as a draft it is published nowhere;
// published, it is on the index, in the feed and in the sitemap, and its Markdown (a section,
// a table, a footnote) is on its page exactly as written. The author and the topic are picked
// by their names, the file stores their slugs; the post keeps the neutral drawing it starts
// with. The test leaves content/ as it found it.

const slug = "what-a-hospital-asks-before-an-ai-pilot";
const file = `content/posts/${slug}.md`;
const title = "What a hospital asks before an AI pilot";
const body = [
  "Procurement asks the same questions every time.[^1]",
  "",
  "## The questions",
  "",
  "| Question | Who asks |",
  "| --- | --- |",
  "| Where is the data stored? | Security |",
  "| Who reviews the output? | Clinical lead |",
  "",
  "[^1]: From our own procurement reviews, 2026.",
].join("\n");

const contentStatus = () =>
  execFileSync("git", ["status", "--porcelain", "--", "content"], { encoding: "utf8" });
const before = contentStatus();
test.afterAll(() => {
  rmSync(file, { force: true });
  expect(contentStatus()).toBe(before);
});

async function pick(page: Page, field: string, option: string) {
  await page.getByRole("button", { name: new RegExp(field) }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a post written in the editor is published with its Markdown intact", async ({ page }) => {
  expect(existsSync(file), `${file} is left from an earlier run`).toBe(false);
  await offline(page);
  await page.goto("/keystatic/collection/posts/create");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByRole("textbox", { name: "Address (URL)" })).toHaveValue(slug);
  await page
    .getByRole("textbox", { name: "Summary" })
    .fill("The questions a hospital's procurement asks before an AI pilot, and who asks them.");
  await pick(page, "Author", "Rohan Kulkarni");
  await page.getByRole("checkbox", { name: "Generative AI" }).check();
  // a drawing of no particular subject, shown as a picture among the site's drawings
  await expect(page.getByRole("radio", { name: /^Neutral/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /ECG patch/ })).not.toBeChecked();
  await page.getByRole("textbox", { name: "Text (Markdown)" }).fill(body);
  // published, not a draft
  await page.getByRole("checkbox", { name: /Draft/ }).uncheck();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/posts/item/${slug}$`));
  await expect.poll(() => existsSync(file)).toBe(true);

  // what the editor wrote is what the site's schema accepts, the body byte for byte
  const written = loadMarkdownCollection("posts", postSchema).find((post) => post.slug === slug);
  expect(written).toMatchObject({
    title,
    author: "rohan-kulkarni",
    tags: ["generative-ai"],
    art: "article",
  });
  expect(written!.body.trim()).toBe(body);
  expect(readFileSync(file, "utf8")).toContain("[^1]: From our own procurement reviews");

  const site = await buildAndServe();
  try {
    await page.goto(`${site.url}/insights`);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`${site.url}/insights/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: "The questions" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Clinical lead" })).toBeVisible();
    await page.locator(".post-body sup a").first().click();
    await expect(page.getByText("From our own procurement reviews, 2026.")).toBeInViewport();

    const feed = await (await fetch(`${site.url}/insights/rss.xml`)).text();
    expect(feed).toContain(`<title>${title}</title>`);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/insights/${slug}</loc>`);
  } finally {
    await site.close();
  }
});
