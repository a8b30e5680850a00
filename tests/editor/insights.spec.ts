import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import sharp from "sharp";
import { loadMarkdownCollection } from "#app/content/load.ts";
import { postSchema } from "#app/content/schemas/post.ts";
import { buildAndServe } from "./built-site.ts";
import { offline } from "./editor-page.ts";

// The site's owner writes a post in the editor: published, it is on the index, in the feed and
// in the sitemap. Its text, in the rich text editor (decision 0039), takes Markdown pasted in (a
// section, a table, a footnote), kept in the file as written, and a picture placed with the
// Image button, which is kept beside the post and shown on the page with its caption. The
// author and the topic are picked by their names, the file stores their slugs; the post keeps
// the neutral drawing it starts with. The test leaves content/ as it found it.

const slug = "what-a-hospital-asks-before-an-ai-pilot";
const file = `content/posts/${slug}.md`;
const title = "What a hospital asks before an AI pilot";
const pictureAlt = "A procurement panel reads a vendor's answers";
const caption = "The panel, with the questions in hand";
const opening = "Procurement asks the same questions every time.[^1]";
const rest = [
  "## The questions",
  "",
  "| Question | Who asks |",
  "| --- | --- |",
  "| Where is the data stored? | Security |",
  "| Who reviews the output? | Clinical lead |",
  "",
  "[^1]: From our own procurement reviews, 2026.",
].join("\n");
/** The file's body: the two parts pasted, the picture placed between them. */
const body = [opening, `![${pictureAlt}](./${slug}/panel-photo.png "${caption}")`, rest].join(
  "\n\n",
);

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
  // a title too long for search results is said under the title, above its address
  const titleBox = page.getByRole("textbox", { name: "Title", exact: true });
  await titleBox.fill(`${title}, and what each answer has to show`);
  const tooLong = page.getByRole("alert").filter({ hasText: "keep the title to 70 characters" });
  const address = page.getByRole("textbox", { name: "Address (URL)" });
  await expect(tooLong).toBeVisible();
  const below = (await tooLong.boundingBox())!.y - (await titleBox.boundingBox())!.y;
  expect(below).toBeGreaterThan(0);
  expect((await tooLong.boundingBox())!.y).toBeLessThan((await address.boundingBox())!.y);
  await titleBox.fill(title);
  await expect(tooLong).toHaveCount(0);
  await address.fill(slug);
  await expect(address).toHaveValue(slug);
  await page
    .getByRole("textbox", { name: "Summary" })
    .fill("The questions a hospital's procurement asks before an AI pilot, and who asks them.");
  await pick(page, "Author", "Rohan Kulkarni");
  await page.getByRole("checkbox", { name: "Generative AI" }).check();
  // a drawing of no particular subject, shown as a picture among the site's drawings
  await expect(page.getByRole("radio", { name: /^Neutral/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /ECG patch/ })).not.toBeChecked();
  // the text: Markdown pasted in, then a picture placed on a line of its own
  const text = page.getByRole("textbox", { name: "Text (Markdown)" });
  const paste = (markdown: string) =>
    text.evaluate((editor, data) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData("text/plain", data);
      editor.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true }));
    }, markdown);
  await text.click();
  await paste(opening);
  await page.keyboard.press("Enter");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  await (
    await chooser
  ).setFiles({
    name: "Panel Photo.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 1400, height: 900, channels: 3, background: "#7a4e9c" },
    })
      .png()
      .toBuffer(),
  });
  const placed = text.locator("img:not(.ProseMirror-separator)");
  await expect(placed).toBeVisible();
  await page.keyboard.press("Enter");
  await paste(rest);
  // a picture that does not say what it shows is refused, in the form's words
  await page.getByRole("checkbox", { name: /Draft/ }).uncheck();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("A picture does not say what it shows")).toBeVisible();
  expect(existsSync(file)).toBe(false);
  // its pencil asks what it shows and its caption
  await placed.click();
  await page.getByRole("dialog").getByRole("button").first().click();
  const details = page.getByRole("dialog", { name: "Image details" });
  await details.getByRole("textbox", { name: "What the picture shows" }).fill(pictureAlt);
  await details.getByRole("textbox", { name: "Caption (optional)" }).fill(caption);
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details).toHaveCount(0);
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
  // the picture beside the post, as the shipped post's is
  expect(existsSync(`content/posts/${slug}/panel-photo.png`)).toBe(true);

  const site = await buildAndServe();
  try {
    await page.goto(`${site.url}/insights`);
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`${site.url}/insights/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: "The questions" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Clinical lead" })).toBeVisible();
    // the picture placed in the editor, made responsive, with its caption
    const picture = page.getByRole("img", { name: pictureAlt });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(caption)).toBeVisible();
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
