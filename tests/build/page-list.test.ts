import { globSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { paths } from "#app/content/paths.ts";
import { closedJobSlugs, pagePaths } from "#app/content/routes.ts";

// Every page the build writes is in the route table (app/content/routes.ts), and every page
// the table lists is built. The sitemap, the share images and every per-route test (routes,
// axe, reflow, the focus walk) read that table: a page missing from it would drop out of all
// of them without a word (issue 30).
const client = join(process.env.BUILD_DIR ?? "build", "client");

/** The pages a build serves without a listing: results, the 404 and gone addresses. */
const unlisted = [
  paths.notFound,
  paths.contactSent,
  paths.applicationSent,
  paths.formProblem,
  ...closedJobSlugs.map((slug) => paths.gone(paths.job(slug))),
];

test("the build's pages are exactly the route table's", () => {
  const built = globSync("**/index.html", { cwd: client }).map((file) =>
    dirname(file) === "." ? "/" : `/${dirname(file)}`,
  );
  expect(built.toSorted()).toEqual([...pagePaths, ...unlisted].toSorted());
});
