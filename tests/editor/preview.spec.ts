import { expect, test } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";

// The local preview is the editor's dev server (npm run edit): a saved content file shows on
// the next request (issue 44: "a filled job previews as the filled page at once locally").
// Astro runs the pages in a module runner whose cache the module graph's invalidation did not
// reach (integrations/content-reload.ts): a role ticked filled kept its page and its /careers
// card, and a page's words kept their first reading, until an unrelated later edit. The files
// are written as the editor's save writes them; the editor's own form is saving.spec's.

const JOB = "content/jobs/testengineer.yaml";
const ABOUT = "content/pages/about.yaml";

test("a role filled and a page's words changed show in the preview at once", async ({
  request,
}) => {
  const originals = new Map([JOB, ABOUT].map((file) => [file, readFileSync(file, "utf8")]));
  const status = (path: string) => request.get(path).then((response) => response.status());
  const text = (path: string) => request.get(path).then((response) => response.text());
  try {
    // both read once first, so their modules are in the runner's cache
    expect(await status("/careers/testengineer")).toBe(200);
    expect(await text("/about")).not.toContain("Zebra Crossing");

    writeFileSync(JOB, originals.get(JOB)!.replace(/^closed: false$/m, "closed: true"));
    writeFileSync(
      ABOUT,
      originals.get(ABOUT)!.replace("title: Who We Are", "title: Zebra Crossing"),
    );

    // the filled role's page (410, as the built site's server answers), gone from the list
    await expect.poll(() => status("/careers/testengineer"), { timeout: 15_000 }).toBe(410);
    expect(await text("/careers")).not.toContain('href="/careers/testengineer"');
    await expect.poll(() => text("/about"), { timeout: 15_000 }).toContain("Zebra Crossing");
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content);
  }
});
