import AxeBuilder from "@axe-core/playwright";
import { posts } from "#app/content/insights.ts";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { expect, isMobile, test } from "./fixtures.ts";
import { oneOfEachKind, widthTag, widthDependentPages } from "./viewports.ts";

// Whole pages, navigation and footer included: one page of each kind at both widths (the
// other accelerators, case studies, jobs and topics are the same template with other words,
// which it escapes; their structure is html-validity's and heading-case's, on every page),
// and every post at 1280 px, as a post's body is Markdown that can bring its own structure
// (headings, tables, links). The pages' own specs do not scan a page as served again; they
// scan the states only they reach (a form with its errors, the open demo dialog).
const kinds = oneOfEachKind(pagePaths);
const atBothWidths = widthDependentPages(pagePaths);
kinds.add("/no-such-page");
const postPaths = new Set<string>(posts.map((post) => paths.insight(post.slug)));
const checked = [...pagePaths, "/no-such-page"].filter(
  (path) => kinds.has(path) || postPaths.has(path),
);

for (const path of checked) {
  test(`${path} has no axe violations`, { tag: widthTag(path, atBothWidths) }, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

test("the open navigation has no axe violations", async ({ page }) => {
  await page.goto(paths.home);
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Solutions" }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Solutions" })
      .click();
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
