import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import sharp from "sharp";
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
const pictureAlt = "A procurement panel reads a vendor's answers";
const body = [
  "Procurement asks the same questions every time.[^1]",
  "",
  `![${pictureAlt}](panel "The panel, with the questions in hand")`,
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
  rmSync(`content/posts/${slug}`, { force: true, recursive: true });
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
  // a picture uploaded for the text, shown in it by its name
  await page
    .getByRole("group", { name: /^Pictures in the text/ })
    .getByRole("button", { name: "Add" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Panel");
  await expect(dialog.getByRole("textbox", { name: "Name in the text" })).toHaveValue("panel");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose file" }).click();
  await (
    await chooser
  ).setFiles({
    name: "panel.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 1400, height: 900, channels: 3, background: "#7a4e9c" },
    })
      .png()
      .toBuffer(),
  });
  await dialog.getByRole("button", { name: "Add" }).last().click();
  await expect(dialog).toHaveCount(0);
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
    // the picture uploaded in the editor, made responsive, with its caption
    const picture = page.getByRole("img", { name: pictureAlt });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText("The panel, with the questions in hand")).toBeVisible();
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
