import { globSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { paths } from "#app/content/paths.ts";
import { builtPaths, closedJobSlugs, pagePaths } from "#app/content/routes.ts";

// Every page the build writes is in the page model (app/content/page-model.ts, decision 0025),
// and every page the model lists is built. The sitemap, the share images and every per-route
// test (routes, axe, reflow, the focus walk) read the model: a page missing from it would
// drop out of all of them without a word.
const client = join(process.env.BUILD_DIR ?? "build", "client");

test("the build's pages are exactly the page model's", () => {
  const built = globSync("**/index.html", { cwd: client }).map((file) =>
    dirname(file) === "." ? "/" : `/${dirname(file)}`,
  );
  expect(built.toSorted()).toEqual([...builtPaths].toSorted());
});

test("search engines are told of every page but the 404, the forms' results and gone roles", () => {
  expect(builtPaths.filter((path) => !pagePaths.includes(path)).toSorted()).toEqual(
    [
      paths.notFound,
      paths.contactSent,
      paths.applicationSent,
      paths.formProblem,
      paths.documentRequestSent,
      ...closedJobSlugs.map((slug) => paths.gone(paths.job(slug))),
    ].toSorted(),
  );
});
