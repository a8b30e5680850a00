import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs.ts";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { site } from "#app/content/site.ts";
import {
  breadcrumbsFor,
  jobDescriptionHtml,
  jsonLdText,
  jobPosting,
  organization,
  structuredDataFor,
} from "./structured-data.ts";

const origin = "https://www.example.org";

describe("structured data", () => {
  it("names the company with its inbox, both phones in international form and both profiles", () => {
    const org = organization(origin);
    expect(org).toMatchObject({ "@type": "Organization", name: site.name, url: `${origin}/` });
    expect(org.logo).toBe(`${origin}/icon-512.png`);
    expect(org.contactPoint).toEqual([
      expect.objectContaining({ telephone: "+918055500101", email: site.email }),
      expect.objectContaining({ telephone: "+918055500102", email: site.email }),
    ]);
    expect(org.sameAs).toEqual(site.social.map((profile) => profile.href));
  });

  it("gives a trail to nested pages only, each step a page of the site", () => {
    for (const path of pagePaths) {
      const crumbs = breadcrumbsFor(path);
      if (path.split("/").length <= 2) {
        expect(crumbs, path).toBeUndefined();
        continue;
      }
      expect(crumbs?.map((crumb) => crumb.path)).toEqual(["/", `/${path.split("/")[1]}`, path]);
      for (const crumb of crumbs ?? []) expect(pagePaths).toContain(crumb.path);
    }
  });

  it("escapes the job's text in its HTML description", () => {
    const job = { ...jobs[0]!, about: ["R&D <b>leads</b>"] };
    expect(jobDescriptionHtml(job)).toContain("<p>R&#38;D &#60;b&#62;leads&#60;/b&#62;</p>");
  });

  it("closes an opening at the end of its last day, India time", () => {
    const job = jobs[0]!;
    expect(jobPosting(origin, job).validThrough).toBe(`${job.validThrough}T23:59:59+05:30`);
  });

  it("puts the company on the home and about pages and a JobPosting on each job page", () => {
    const types = (path: string) => structuredDataFor(origin, path).map((block) => block["@type"]);
    expect(types(paths.home)).toEqual(["Organization", "WebSite"]);
    expect(types(paths.about)).toEqual(["Organization"]);
    for (const job of jobs)
      expect(types(paths.job(job.slug))).toEqual(["JobPosting", "BreadcrumbList"]);
    expect(types(paths.services)).toEqual([]);
  });

  it("writes JSON that cannot close its script element", () => {
    const text = jsonLdText({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><b>",
    });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toMatchObject({ name: "</script><b>" });
  });
});
