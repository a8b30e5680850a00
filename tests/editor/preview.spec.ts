import { expect, test } from "@playwright/test";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";

// The local preview is the editor's dev server (npm run edit): a saved content file shows on
// the next request (issue 44: "a filled job previews as the filled page at once locally").
// Astro runs the pages in a module runner whose cache the module graph's invalidation did not
// reach (integrations/content-reload.ts): a role ticked filled kept its page and its /careers
// card, and a page's words kept their first reading, until an unrelated later edit. The files
// are written as the editor's save writes them; the editor's own form is saving.spec's. A
// picture placed in a post's text after the server started (a new file in a new folder beside
// the post) shows as a picture, never as Astro's raw `__ASTRO_IMAGE_` placeholder.

const JOB = "content/jobs/testengineer.yaml";
const ABOUT = "content/pages/about.yaml";
const POST_SLUG = "human-in-the-loop-for-ai-drafted-regulatory-documents";
const POST = `content/posts/${POST_SLUG}.md`;

test("a role filled, a page's words changed and a post's new picture show in the preview at once", async ({
  request,
}) => {
  const originals = new Map([JOB, ABOUT, POST].map((file) => [file, readFileSync(file, "utf8")]));
  const status = (path: string) => request.get(path).then((response) => response.status());
  const text = (path: string) => request.get(path).then((response) => response.text());
  try {
    // each read once first, so their modules are in the runner's cache
    expect(await status("/careers/testengineer")).toBe(200);
    expect(await text("/about")).not.toContain("Zebra Crossing");
    expect(await text(`/insights/${POST_SLUG}`)).not.toContain("A ward round");

    writeFileSync(JOB, originals.get(JOB)!.replace(/^closed: false$/m, "closed: true"));
    writeFileSync(
      ABOUT,
      originals.get(ABOUT)!.replace("title: Who We Are", "title: Zebra Crossing"),
    );
    // as the editor's Image button saves it: the file beside the post, the line in its text
    mkdirSync(`content/posts/${POST_SLUG}`);
    await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#7a4e9c" } })
      .png()
      .toFile(`content/posts/${POST_SLUG}/ward.png`);
    writeFileSync(
      POST,
      originals
        .get(POST)!
        .replace("\n## ", `\n![A ward round](./${POST_SLUG}/ward.png "The round")\n\n## `),
    );

    // the filled role's page (410, as the built site's server answers), gone from the list
    await expect.poll(() => status("/careers/testengineer"), { timeout: 15_000 }).toBe(410);
    expect(await text("/careers")).not.toContain('href="/careers/testengineer"');
    await expect.poll(() => text("/about"), { timeout: 15_000 }).toContain("Zebra Crossing");
    const page = `/insights/${POST_SLUG}`;
    await expect.poll(() => text(page), { timeout: 15_000 }).toContain('alt="A ward round"');
    const post = await text(page);
    expect(post).toMatch(/<img alt="A ward round"[^>]* src="\/_image\?href=[^"]*ward\.png/);
    expect(post).not.toContain("__ASTRO_IMAGE_");
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content);
    rmSync(`content/posts/${POST_SLUG}`, { recursive: true, force: true });
  }
});
