import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_TODAY, testBuildEnv } from "../support/site-today.ts";

// The content is the owner's: a file added, changed or broken in content/ is all it takes,
// and `astro build` (what `npm run build` runs) either follows it everywhere or stops with
// the file and the field at fault. Each case builds a copy of content/ into its own folder, as
// of the tests' day unless it sets SITE_TODAY itself.

const astro = join(process.cwd(), "node_modules", ".bin", "astro");

/** A copy of content/ for a build to change. */
function contentCopy(): string {
  const content = mkdtempSync(join(tmpdir(), "content-"));
  cpSync(join(process.cwd(), "content"), content, { recursive: true });
  return content;
}

function build(change: (content: string) => void, env: Record<string, string> = {}) {
  const content = contentCopy();
  change(content);
  return buildFrom(content, env);
}

/** The same, for a change that makes files asynchronously (pictures). */
async function buildAsync(
  change: (content: string) => Promise<void>,
  env: Record<string, string> = {},
) {
  const content = contentCopy();
  await change(content);
  return buildFrom(content, env);
}

type Built = ReturnType<typeof buildFrom>;

function buildFrom(content: string, env: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), "build-"));
  const run = spawnSync(astro, ["build"], {
    env: { ...testBuildEnv(), CONTENT_DIR: content, BUILD_DIR: out, ...env },
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

/** A photograph-like JPEG of the given size, made here so no binary sits in the repository. */
const ward = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6f97" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#f4a261"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();

const alt = "A nurse reads a sepsis alert on the ward dashboard";

/** The <picture> whose <img> has this alt: its sources' types, files and widths. */
function pictureOf(html: string, text: string) {
  const picture = [...html.matchAll(/<picture>(.*?)<\/picture>/gs)]
    .map((match) => match[1]!)
    .find((inner) => inner.includes(`alt="${text}"`));
  expect(picture, `a <picture> with alt "${text}"`).toBeDefined();
  const sources = [
    ...picture!.matchAll(
      /<source type="([^"]+)" srcSet="([^"]+)"|<source[^>]*type="([^"]+)"[^>]*srcset="([^"]+)"/gi,
    ),
  ];
  const srcsets = sources.map((match) => (match[2] ?? match[4])!.split(", "));
  return {
    sources: sources.map((match) => match[1] ?? match[3]),
    img: /<img[^>]*>/.exec(picture!)![0],
    files: srcsets.flat().map((entry) => decodeURIComponent(entry.split(" ")[0]!.split("?")[0]!)),
    widths: srcsets[0]!.map((entry) => entry.split(" ")[1]),
  };
}

const NEW_SUBPROCESSOR = `  - name: Kaveri Mail Relay Pvt. Ltd.
    service: Relays e-mail
    data: Every enquiry
    location: India
    agreements: DPA signed; BAA not needed
`;

const edit = (file: string, from: RegExp, to: string) =>
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));

/**
 * One build of content changed the way an owner would change it, for the cases below (a build
 * each took ~20 s of the suite): a new job and a closed one, a case study and an accelerator
 * added with pictures of their own, a subprocessor added and a certification held, and a
 * retention of 7 days.
 */
async function changedContent(content: string): Promise<void> {
  const jobs = join(content, "jobs");
  const posting = readFileSync(join(jobs, "testengineer.yaml"), "utf8")
    .replace(/^title: .*$/m, "title: Data Engineer")
    .replace(/^datePosted: .*$/m, "datePosted: 2026-11-20");
  writeFileSync(join(jobs, "data-engineer.yaml"), posting);
  edit(join(jobs, "securitysw.yaml"), /^closed: false$/m, "closed: true");

  const trustFile = join(content, "trust", "subprocessors-and-certifications.yaml");
  edit(trustFile, /^certifications:$/m, `${NEW_SUBPROCESSOR}certifications:`);
  edit(trustFile, /status: in-progress/, "status: held");

  const studies = join(content, "case-studies");
  mkdirSync(join(studies, "sepsis-alerts"));
  writeFileSync(join(studies, "sepsis-alerts", "ward.jpg"), await ward(1600, 1000));
  const study = readFileSync(join(studies, "mithra.yaml"), "utf8")
    .replace(/^title: .*$/m, "title: Sepsis Alerts for a Teaching Hospital")
    .replace(/^order: .*$/m, "order: 6")
    .replace(/^art: .*\n(?:cover: \{\}\n)?/m, `cover:\n  image: ./sepsis-alerts/ward.jpg\n  alt: ${alt}\n`)
    .replace(/^more:\n( {2}- .*\n)+/m, "more:\n  - ubiqvue\n  - mithra\n  - queue\n");
  writeFileSync(join(studies, "sepsis-alerts.yaml"), study);
  edit(join(studies, "queue.yaml"), /^more:\n {2}- \S+$/m, "more:\n  - sepsis-alerts");

  const products = join(content, "products");
  mkdirSync(join(products, "triage-ai"));
  writeFileSync(join(products, "triage-ai", "triage.jpg"), await ward(1200, 1000));
  const product = readFileSync(join(products, "acumed-ai.yaml"), "utf8")
    .replace(/^title: .*$/m, "title: TriageAI")
    .replace(/^order: .*$/m, "order: 5")
    .replace(/^art: .*\n(?:cover: \{\}\n)?/m, `cover:\n  image: ./triage-ai/triage.jpg\n  alt: ${alt}\n`);
  writeFileSync(join(products, "triage-ai.yaml"), product);
}

describe("content in, pages out", { timeout: 180_000 }, () => {
  let site: Built;
  beforeAll(async () => {
    site = await buildAsync(changedContent, { OUTBOX_RETENTION_DAYS: "7" });
    expect(site.status, site.output).toBe(0);
  }, 180_000);
  afterAll(() => site?.done());

  it("a new job file gets its page, card and job search data; a closed one answers as filled", () => {
    // built as of the tests' day, whatever the date: the Test Engineer is still open
    expect(readFileSync(site.file("../site-today"), "utf8")).toBe(`${TEST_TODAY}\n`);
    expect(site.page("careers")).toContain('href="/careers/testengineer"');
    expect(site.sitemap()).toContain("/careers/testengineer</loc>");
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
  });

  it("a build as of SITE_TODAY keeps a role open through its last day and answers 410 the day after", () => {
    // the shipped roles' last day is 2027-02-28; a copy of the Test Engineer's ends a day later
    const day = "2027-03-01";
    const site = build(
      (content) => {
        const jobs = join(content, "jobs");
        const shipped = readFileSync(join(jobs, "testengineer.yaml"), "utf8");
        expect(shipped).toMatch(/^validThrough: 2027-02-28$/m);
        const posting = shipped
          .replace(/^title: .*$/m, "title: Data Engineer")
          .replace(/^validThrough: .*$/m, `validThrough: ${day}`);
        writeFileSync(join(jobs, "data-engineer.yaml"), posting);
      },
      { SITE_TODAY: day },
    );
    try {
      expect(site.status, site.output).toBe(0);
      expect(site.output).toContain(`built as of ${day} (SITE_TODAY)`);
      expect(readFileSync(site.file("../site-today"), "utf8")).toBe(`${day}\n`);

      // a day past its last day: off the list, the home teaser and the sitemap; its address
      // answers with the 410 page, which points to the role still open
      expect(site.page("careers/testengineer")).toBeUndefined();
      expect(site.page("careers")).not.toContain('href="/careers/testengineer"');
      expect(site.page("")).not.toContain('href="/careers/testengineer"');
      expect(site.sitemap()).not.toContain("/careers/testengineer<");
      const gone = site.page("gone/careers/testengineer");
      expect(gone).toContain("This role has been filled");
      expect(gone).toContain('href="/careers/data-engineer"');
      expect(gone).not.toContain("JobPosting");

      // on its last day: listed, with its page, its form and its job search data
      expect(site.page("careers")).toContain('href="/careers/data-engineer"');
      expect(site.page("")).toContain('href="/careers/data-engineer"');
      expect(site.sitemap()).toContain("/careers/data-engineer</loc>");
      const open = site.page("careers/data-engineer");
      expect(open).toContain(`"validThrough":"${day}T23:59:59+05:30"`);
      expect(open).toContain("astro-island");
      expect(site.page("gone/careers/data-engineer")).toBeUndefined();
    } finally {
      site.done();
    }
    const refused = build(() => {}, { SITE_TODAY: "2027-02-29" });
    refused.done();
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(
      'SITE_TODAY: expected a day of the calendar written YYYY-MM-DD, such as 2027-03-01; got "2027-02-29"',
    );
  });

  it("the privacy notice and the trust page state the retention the server applies (OUTBOX_RETENTION_DAYS)", () => {
    expect(site.page("privacy")).toContain("after 7 days");
    expect(site.page("trust")).toContain("after 7 days");
    expect(site.page("trust")).not.toContain("after 30 days");
    // and the trust page follows its content file
    expect(site.page("trust")).toContain("Kaveri Mail Relay Pvt. Ltd.");
    expect(site.page("trust")).toContain("Certified");
    const refused = build(() => {}, { OUTBOX_RETENTION_DAYS: "30d" });
    refused.done();
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/OUTBOX_RETENTION_DAYS: expected a whole number/);
  });

  it("a case study added by hand as one file and one picture appears everywhere case studies appear", () => {
    const page = site.page("case-study/sepsis-alerts");
    expect(page).toContain("Sepsis Alerts for a Teaching Hospital</h1>");
    expect(page).toContain('"@type":"BreadcrumbList"');
    expect(page).toContain("/og/case-study-sepsis-alerts.png");
    const list = site.page("case-study")!;
    // last of the healthcare group, before the other sectors (issue 43: healthcare first)
    expect(list.indexOf('href="/case-study/sepsis-alerts"')).toBeGreaterThan(
      list.indexOf('href="/case-study/mithra"'),
    );
    expect(list.indexOf('href="/case-study/sepsis-alerts"')).toBeLessThan(
      list.indexOf('href="/case-study/queue"'),
    );
    expect(site.page("case-study/queue")).toContain('href="/case-study/sepsis-alerts"');
    expect(site.sitemap()).toContain("/case-study/sepsis-alerts</loc>");
    expect(existsSync(site.file("og/case-study-sepsis-alerts.png"))).toBe(true);

    // the picture: AVIF and WebP at widths up to its own, its size kept, its alt text read,
    // on the study's page (first) and on its cards (when scrolled to)
    for (const html of [page!, list, site.page("case-study/queue")!]) {
      const picture = pictureOf(html, alt);
      expect(picture.sources).toEqual(["image/avif", "image/webp"]);
      expect(picture.img).toMatch(/width="1600" height="1000"/);
      for (const file of picture.files) expect(existsSync(site.file(file)), file).toBe(true);
      expect(picture.widths).toEqual(["480w", "800w", "1200w"]);
    }
    expect(pictureOf(page!, alt).img).toMatch(/fetchpriority="high"/i);
    expect(pictureOf(list, alt).img).toMatch(/loading="lazy"/);
  });

  it("an accelerator added by hand with a picture of its own gets its page, card, menu entry and count", () => {
    const page = site.page("ai-solutions/triage-ai")!;
    expect(page).toContain("TriageAI</h1>");
    expect(site.page("ai-solutions")).toContain('href="/ai-solutions/triage-ai"');
    expect(site.page("")).toContain('href="/ai-solutions/triage-ai"'); // the menu
    // copy that counts the accelerators follows the collection
    expect(site.page("ai-solutions")).toContain("Five production-ready accelerators");
    expect(site.page("")).toContain("Five accelerators built to");
    expect(site.page("404")).toContain("Five AI accelerators");
    expect(site.sitemap()).toContain("/ai-solutions/triage-ai</loc>");
    for (const html of [page, site.page("ai-solutions")!]) {
      const picture = pictureOf(html, alt);
      expect(picture.img).toMatch(/width="1200" height="1000"/);
      expect(picture.widths).toEqual(["480w", "800w", "1200w"]);
      for (const file of picture.files) expect(existsSync(site.file(file)), file).toBe(true);
    }
    expect(pictureOf(page, alt).img).toMatch(/fetchpriority="high"/i);
  });
});

describe("content that stops the build", { timeout: 180_000 }, () => {
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
        edit(join(content, "testimonials", "ananya-rao.yaml"), /^caseStudy: .*$/m, "caseStudy: nope"),
      /testimonials\/ananya-rao\.yaml: caseStudy\.0: "nope" is not one of /,
    ],
    [
      "an illustration that does not exist",
      (content: string) =>
        edit(join(content, "case-studies", "queue.yaml"), /^art: .*$/m, "art: sunset"),
      [/case-studies\/queue\.yaml/, /\bart\b.*sunset|art: Invalid option/],
    ],
    [
      "a cover picture without its alt text",
      (content: string) =>
        edit(
          join(content, "case-studies", "queue.yaml"),
          /^art: .*\n(?:cover: \{\}\n)?/m,
          "cover:\n  image: ./queue.jpg\n  alt: ''\n",
        ),
      [/case-studies\/queue\.yaml/, /cover\.alt/],
    ],
    [
      "a cover picture that is not there",
      (content: string) =>
        edit(
          join(content, "case-studies", "queue.yaml"),
          /^art: .*\n(?:cover: \{\}\n)?/m,
          "cover:\n  image: ./queue.jpg\n  alt: A queue of patients\n",
        ),
      [/case-studies\/queue\.yaml/, /queue\.jpg/],
    ],
    [
      "a post naming a topic that does not exist",
      (content: string) =>
        edit(
          join(content, "posts", "ai-assisted-coding-in-the-hospital-revenue-cycle.md"),
          /^tags:\n/m,
          "tags:\n  - blockchain\n",
        ),
      /posts\/ai-assisted-coding-in-the-hospital-revenue-cycle\.md: tags\.0: "blockchain" is not one of /,
    ],
    [
      "a post without front matter",
      (content: string) => writeFileSync(join(content, "posts", "notes.md"), "Just some notes.\n"),
      [/posts\/notes\.md/, /no front matter|title: Required/],
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
