import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The content is the owner's: a file added, changed or broken in content/ is all it takes,
// and `astro build` (what `npm run build` runs) either follows it everywhere or stops with
// the file and the field at fault. Each case builds a copy of content/ into its own folder.

const astro = join(process.cwd(), "node_modules", ".bin", "astro");

function build(change: (content: string) => void, env: Record<string, string> = {}) {
  const content = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(process.cwd(), "content"), content, { recursive: true });
  change(content);
  const out = mkdtempSync(join(tmpdir(), "build-"));
  const run = spawnSync(astro, ["build"], {
    env: {
      ...process.env,
      CONTENT_DIR: content,
      BUILD_DIR: out,
      ASTRO_TELEMETRY_DISABLED: "1",
      ...env,
    },
    encoding: "utf8",
    timeout: 170_000,
  });
  const page = (path: string) => {
    const file = join(out, "client", path, "index.html");
    return existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const sitemap = () => readFileSync(join(out, "client", "sitemap.xml"), "utf8");
  const file = (path: string) => join(out, "client", path);
  const done = () => rmSync(out, { recursive: true, force: true });
  // colours off: a message is read as text, whatever the terminal
  const output = stripVTControlCharacters(`${run.stdout}${run.stderr}`);
  return { status: run.status, output, page, sitemap, file, done };
}

const edit = (file: string, from: RegExp, to: string) =>
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));

describe("content in, pages out", { timeout: 180_000 }, () => {
  it("a new job file gets its page, card and job search data; a closed one answers as filled", () => {
    const site = build((content) => {
      const jobs = join(content, "jobs");
      const posting = readFileSync(join(jobs, "testengineer.yaml"), "utf8")
        .replace(/^title: .*$/m, "title: Data Engineer")
        .replace(/^datePosted: .*$/m, "datePosted: 2026-11-20");
      writeFileSync(join(jobs, "data-engineer.yaml"), posting);
      edit(join(jobs, "securitysw.yaml"), /^closed: false$/m, "closed: true");
    });
    try {
      expect(site.status, site.output).toBe(0);
      const page = site.page("careers/data-engineer");
      expect(page).toContain("<h1");
      expect(page).toContain("Data Engineer");
      expect(page).toContain('"@type":"JobPosting"');
      expect(page).toContain('"datePosted":"2026-11-20"');
      expect(page).toContain("astro-island"); // the application form
      expect(site.page("careers")).toContain('href="/careers/data-engineer"');
      expect(site.page("")).toContain('href="/careers/data-engineer"'); // newest: the teaser
      expect(site.sitemap()).toContain("/careers/data-engineer</loc>");

      expect(site.page("careers/securitysw")).toBeUndefined();
      expect(site.sitemap()).not.toContain("/careers/securitysw");
      const gone = site.page("gone/careers/securitysw");
      expect(gone).toContain("This role has been filled");
      expect(gone).toContain('href="/careers/testengineer"');
      expect(gone).toContain('<meta name="robots" content="noindex"');
      expect(gone).not.toContain("JobPosting");
    } finally {
      site.done();
    }
  });

  it("the privacy notice states the retention the server applies (OUTBOX_RETENTION_DAYS)", () => {
    const site = build(() => {}, { OUTBOX_RETENTION_DAYS: "7" });
    try {
      expect(site.status, site.output).toBe(0);
      expect(site.page("privacy")).toContain("after 7 days");
    } finally {
      site.done();
    }
    const refused = build(() => {}, { OUTBOX_RETENTION_DAYS: "30d" });
    refused.done();
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/OUTBOX_RETENTION_DAYS: expected a whole number/);
  });

  it("a case study added by hand as one file appears everywhere case studies appear", () => {
    const site = build((content) => {
      const studies = join(content, "case-studies");
      const study = readFileSync(join(studies, "mithra.yaml"), "utf8")
        .replace(/^title: .*$/m, "title: Sepsis Alerts for a Teaching Hospital")
        .replace(/^order: .*$/m, "order: 6")
        .replace(/^more:\n( {2}- .*\n)+/m, "more:\n  - ubiqvue\n  - mithra\n  - queue\n");
      writeFileSync(join(studies, "sepsis-alerts.yaml"), study);
      edit(join(studies, "queue.yaml"), /^more:\n {2}- \S+$/m, "more:\n  - sepsis-alerts");
    });
    try {
      expect(site.status, site.output).toBe(0);
      const page = site.page("case-study/sepsis-alerts");
      expect(page).toContain("Sepsis Alerts for a Teaching Hospital</h1>");
      expect(page).toContain('"@type":"BreadcrumbList"');
      expect(page).toContain("/og/case-study-sepsis-alerts.png");
      const list = site.page("case-study")!;
      expect(list.indexOf('href="/case-study/sepsis-alerts"')).toBeGreaterThan(
        list.indexOf('href="/case-study/onlinetest"'),
      );
      expect(site.page("case-study/queue")).toContain('href="/case-study/sepsis-alerts"');
      expect(site.sitemap()).toContain("/case-study/sepsis-alerts</loc>");
      expect(existsSync(site.file("og/case-study-sepsis-alerts.png"))).toBe(true);
    } finally {
      site.done();
    }
  });

  it.each([
    [
      "a reference to a case study that does not exist",
      (content: string) =>
        edit(join(content, "case-studies", "queue.yaml"), /^more:\n {2}- \S+$/m, "more:\n  - nope"),
      /case-studies\/queue\.yaml: more\.0: "nope" is not one of /,
    ],
    [
      "a testimonial naming a case study that does not exist",
      (content: string) =>
        writeFileSync(
          join(content, "testimonials", "ananya-rao.yaml"),
          `${readFileSync(join(content, "testimonials", "ananya-rao.yaml"), "utf8")}caseStudy: nope\n`,
        ),
      /testimonials\/ananya-rao\.yaml: caseStudy\.0: "nope" is not one of /,
    ],
    [
      "an illustration that does not exist",
      (content: string) =>
        edit(join(content, "case-studies", "queue.yaml"), /^art: .*$/m, "art: sunset"),
      [/case-studies\/queue\.yaml/, /\bart\b.*sunset|art: Invalid option/],
    ],
    [
      "a missing field",
      (content: string) => edit(join(content, "jobs", "testengineer.yaml"), /^title: .*\n/m, ""),
      // Astro's own check, before any page
      [/jobs\/testengineer\.yaml/, /title: Required/],
    ],
    [
      "a file name that is no address",
      (content: string) =>
        cpSync(join(content, "jobs", "testengineer.yaml"), join(content, "jobs", "QA Lead.yaml")),
      /jobs\/QA Lead\.yaml: slug: /,
    ],
    [
      "two files with one address",
      (content: string) =>
        cpSync(
          join(content, "jobs", "testengineer.yaml"),
          join(content, "jobs", "testengineer.yml"),
        ),
      /jobs\/testengineer\.yml: slug: "testengineer" is also the address of /,
    ],
  ])("%s stops the build, naming the file and the field", (_, change, messages) => {
    const site = build(change);
    site.done();
    expect(site.status).not.toBe(0);
    // which check speaks first (Astro's or the loader's, while the config loads) may vary
    for (const message of [messages].flat()) expect(site.output).toMatch(message);
  });
});

describe("the public build", () => {
  const client = join(process.env.BUILD_DIR ?? "build", "client");
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

  it("holds no editor code: not a file, not a mention", () => {
    expect(files.length, `no build in ${client}: npm run build`).toBeGreaterThan(20);
    const mentions = files.filter((file) => /keystatic/i.test(readFileSync(file, "latin1")));
    expect(mentions).toEqual([]);
    expect(files.filter((file) => /keystatic/i.test(file))).toEqual([]);
  });
});
