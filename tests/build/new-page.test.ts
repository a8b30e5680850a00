import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroInCopy, copyFolder, copyProject } from "../support/project-copy.ts";

// Adding a page is one .astro file and one content file (issue 30, decision 0025): in a copy
// of the project with exactly those two files added, the build has the page, the sitemap lists
// it, it has its own share picture, the footer links it where its file says, and the route
// list every per-route test reads (routes, axe, reflow, the focus walk, the bench) includes it.
// Nothing else is changed.
const PAGE = `---
import { BasicPage } from "#app/components/sections/basic-page.tsx";
import { basicPageContent } from "#app/content/pages.ts";
import PageLayout from "#app/layouts/page-layout.astro";
---

<PageLayout>
  <BasicPage words={basicPageContent("partners").hero} />
</PageLayout>
`;

const CONTENT = `path: /partners
scripts: navigation
listed: true
hero:
  eyebrow: Partners
  title: Who we work with
  intro:
    - Hospitals, laboratories and research groups we build with.
    - Write to us to partner on a clinical AI project.
head:
  title: Partners
  description: The hospitals, laboratories and research groups we build generative AI with.
  updated: '2026-11-26'
  share:
    eyebrow: Partners
    title: Who we work with
    subtitle: Hospitals, laboratories and research groups
menus:
  - menu: footer-company
    label: Partners
    position: 7
`;

describe("a page added as one .astro file and one content file", () => {
  const copy = copyFolder("new-page-");
  const out = join(copy, "out");
  let routes = "";

  beforeAll(() => {
    copyProject(copy);
    writeFileSync(join(copy, "app/pages/partners.astro"), PAGE);
    writeFileSync(join(copy, "content/pages/partners.yaml"), CONTENT);
    const env = astroInCopy(copy, ["build"], 170_000, { BUILD_DIR: out });
    const list = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", 'const r = await import("#app/content/routes.ts"); console.log(JSON.stringify(r.pagePaths))'],
      { cwd: copy, env, encoding: "utf8" },
    );
    routes = list.stdout;
  }, 180_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const client = (path: string) => join(out, "client", path);

  it("is built, with its words, title and share picture", () => {
    const html = readFileSync(client("partners/index.html"), "utf8");
    expect(html).toContain("Who we work with");
    expect(html).toContain("<title>Partners | ");
    expect(html).toMatch(/property="og:image" content="[^"]*\/og\/partners\.png"/);
    expect(existsSync(client("og/partners.png"))).toBe(true);
  });

  it("is linked from the footer's column its file names, on every page", () => {
    const company = /aria-labelledby="footer-company"[\s\S]*?<\/nav>/.exec(
      readFileSync(client("about/index.html"), "utf8"),
    )?.[0];
    expect(company).toMatch(/<a[^>]*href="\/partners"[^>]*>Partners<\/a>/);
  });

  it("is in the sitemap and in the route list of the per-route tests", () => {
    expect(readFileSync(client("sitemap.xml"), "utf8")).toContain("/partners</loc><lastmod>2026-11-26<");
    expect(JSON.parse(routes)).toContain("/partners");
  });
});
