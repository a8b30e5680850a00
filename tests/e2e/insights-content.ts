import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A copy of content/ with generated posts beside the real ones, for the tests that need more
// posts than the site has (pagination) or a draft (which the real content never ships).

export const GENERATED_TAG = "fhir";
export const DRAFT = { slug: "generated-draft", title: "A draft nobody may see yet" };

/** Post n of the generated ones, newest last: 2026-01-01 + n days. */
export const generatedTitle = (n: number) => `Generated post number ${n}`;

function post(n: number, draft = false) {
  const day = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
  return [
    "---",
    `title: "${draft ? DRAFT.title : generatedTitle(n)}"`,
    `summary: "A generated post for the list tests."`,
    "author: rohan-kulkarni",
    `published: ${day}`,
    `tags: [${GENERATED_TAG}]`,
    "art: ubiqvue",
    `draft: ${draft}`,
    "---",
    "",
    `Post ${n} has one paragraph of words to read.`,
    "",
  ].join("\n");
}

/** content/ with `count` generated posts tagged GENERATED_TAG and one draft; returns its path. */
export function contentWithGeneratedPosts(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), "content-posts-"));
  cpSync(join(process.cwd(), "content"), dir, { recursive: true });
  for (let n = 1; n <= count; n += 1) {
    writeFileSync(join(dir, "posts", `generated-${n}.md`), post(n));
  }
  writeFileSync(join(dir, "posts", `${DRAFT.slug}.md`), post(count + 1, true));
  return dir;
}
