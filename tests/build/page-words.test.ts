// @vitest-environment jsdom
import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { withCompanyDetails } from "#app/content/company-details.ts";
import { formatDate } from "#app/content/dates.ts";
import { messages } from "#common/messages.ts";
import { documentRequestMessages } from "#common/schemas/document-request.ts";

// The owner's words (issue 30, decision 0025): at least 90 % of the words a visitor reads in
// each page's main content come from the files in content/, which the editor changes. How it
// counts: every text of <main> that a sighted visitor reads is looked up in the strings of the
// content files (YAML values, Markdown bodies), at word boundaries; a `{count}`-style
// placeholder stands for any words, and a date written out ("27 October 2026") is a content
// file's date. Not counted: the navigation and footer (the site's frame), the forms and the
// spec's messages (common/messages.ts: fixed in code), the words drawn inside illustrations and
// anything hidden from sight (screen-reader-only text, aria-hidden decoration).
const client = join(process.env.BUILD_DIR ?? "build", "client");
const content = join(process.cwd(), process.env.CONTENT_DIR ?? "content");
const MIN_SHARE = 0.9;

/**
 * Pages below the bar, each with the reason (decision 0025 names them too): their fixed parts
 * state what the code does, so the editor shows them as fixed instead of letting them drift.
 */
const EXEMPT: Record<string, string> = {
  // 53 %: which details each form collects, how a submission travels and waits, the retention
  // days (OUTBOX_RETENTION_DAYS), no cookies and no third parties
  "/privacy": "the data the forms collect and what the server does with it",
  // 47 %: the data flow, where submissions go (the server's settings), the outbox's retention
  // and erasure, the security practices, the certification status words
  "/trust": "the data flow and security practices the server implements",
  // 43 %: "How we test" describes what tests/e2e runs
  "/accessibility": "how the site is tested, as the browser tests do it",
};

/** Typography the build adds (smart quotes, dashes, no-break spaces) read as typed. */
const plain = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/\s+/g, " ")
    .trim();

/** Markdown as the reader sees it: the words without the marks around them. */
const unmarked = (markdown: string) =>
  markdown
    .replace(/\[\^[^\]]+\]:?/g, " ") // footnote marks
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their words
    .replace(/[*_`#>]/g, " ");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function contentStrings(): string[] {
  return globSync("**/*.{yaml,yml,md}", { cwd: content }).flatMap((file) => {
    const source = readFileSync(join(content, file), "utf8");
    // a page's words with the company's details put in ({brand}, {email} …), as the build does
    if (file.startsWith("pages/")) return strings(withCompanyDetails(parse(source), file));
    if (!file.endsWith(".md")) return strings(parse(source));
    const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source) ?? [];
    // a paragraph as written (code keeps its marks) and as read
    const paragraphs = body.split(/\n\s*\n/);
    return [...strings(parse(front)), ...paragraphs, ...paragraphs.map(unmarked)];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const PLACEHOLDER = /\{[a-z]+\}/;

const owned = contentStrings()
  .map((text) => plain(text).toLowerCase())
  .filter(Boolean);
/** Sentences with a placeholder (e.g. "{count} accelerators built to"): any words stand in for it. */
const templates = owned
  .filter((text) => PLACEHOLDER.test(text) && /\p{L}/u.test(text.replace(/\{[a-z]+\}/g, "")))
  .map((text) => new RegExp(`^${text.split(/\{[a-z]+\}/).map(escape).join(".+?")}$`));
/** Plain strings, and the words between a template's placeholders (a link may split it). */
const literals = owned.flatMap((text) => text.split(/\{[a-z]+\}/)).filter((text) => text.trim());

const boundary = (text: string, at: number) => at < 0 || at >= text.length || !/\w/.test(text[at]!);

/** True when `text` is one of the content's strings or a run of whole words inside one. */
const DATE = /^\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

function fromContent(text: string): boolean {
  const wanted = text.toLowerCase();
  return (
    DATE.test(text) ||
    literals.some((string) => {
      for (let at = string.indexOf(wanted); at >= 0; at = string.indexOf(wanted, at + 1)) {
        if (boundary(string, at - 1) && boundary(string, at + wanted.length)) return true;
      }
      return false;
    }) || templates.some((template) => template.test(wanted))
  );
}

const wordCount = (text: string) => text.match(/\p{L}[\p{L}'-]*/gu)?.length ?? 0;

/** The texts of a page's <main> a sighted visitor sees. */
function visibleTexts(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  const main = document.querySelector("main");
  if (!main) return [];
  const uncounted = "script, style, template, form, svg, .sr-only, [hidden], [aria-hidden='true']";
  main.querySelectorAll(uncounted).forEach((node) => {
    node.remove();
  });
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = plain(node.textContent ?? "");
    if (wordCount(text) > 0) texts.push(text);
  }
  return texts;
}

/** The spec's messages, word for word: fixed in code, shown wherever a form's result is. */
const specMessages = new Set(strings({ ...messages, ...documentRequestMessages }).map(plain));

export function contentShare(html: string): { share: number; missing: string[] } {
  let total = 0;
  let owned = 0;
  const missing: string[] = [];
  for (const text of visibleTexts(html).filter((candidate) => !specMessages.has(candidate))) {
    const words = wordCount(text);
    total += words;
    if (fromContent(text)) owned += words;
    else missing.push(text);
  }
  return { share: total === 0 ? 1 : owned / total, missing };
}

describe("every page's words are the owner's (content files)", () => {
  // every page the build wrote (page-list.test.ts holds them to the page model)
  const built = globSync("**/index.html", { cwd: client }).map((file) =>
    file === "index.html" ? "/" : `/${file.replace(/\/index\.html$/, "")}`,
  );
  const htmlOf = (path: string) =>
    readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8");

  it("reads a build", () => expect(built.length).toBeGreaterThan(30));

  for (const path of built.filter((candidate) => !(candidate in EXEMPT))) {
    it(`${path}: at least ${MIN_SHARE * 100} % of the words come from content/`, () => {
      const { share, missing } = contentShare(htmlOf(path));
      expect(share, `not from content: ${missing.join(" | ")}`).toBeGreaterThanOrEqual(MIN_SHARE);
    });
  }

  it("the exempt pages are still mostly the owner's words where the code does not decide", () => {
    // a floor under the exemption, so their owner's parts cannot quietly move back into code
    for (const path of Object.keys(EXEMPT)) {
      expect(contentShare(htmlOf(path)).share, path).toBeGreaterThanOrEqual(0.4);
    }
  });

  it("can fail: a page whose words are not in the content files counts below the bar", () => {
    const html = "<main><h1>Words written in code</h1><p>Nothing of this is content.</p></main>";
    expect(contentShare(html).share).toBe(0);
  });
});

/** The dates a visitor reads in a page: ISO days in its text, and each <time> as written. */
function shownDates(html: string): { iso: string[]; times: [string, string][] } {
  const document = new DOMParser().parseFromString(html, "text/html");
  const body = document.body;
  body.querySelectorAll("script, style, template").forEach((node) => node.remove());
  const times = [...body.querySelectorAll("time")].map(
    (time) => [time.getAttribute("datetime") ?? "", plain(time.textContent ?? "")] as [string, string],
  );
  return { iso: body.textContent?.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [], times };
}

describe("one date format: every date a visitor reads is written out (issue 31)", () => {
  const built = globSync("**/index.html", { cwd: client });

  for (const file of built) {
    it(`${file}: no ISO day in the text; each <time> says formatDate(its datetime)`, () => {
      const { iso, times } = shownDates(readFileSync(join(client, file), "utf8"));
      expect(iso, "ISO days in the page's text").toEqual([]);
      for (const [datetime, text] of times) {
        expect(datetime, text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(text).toBe(formatDate(datetime));
      }
    });
  }

  it("can fail: an ISO day in the text, a <time> that prints its datetime", () => {
    const { iso, times } = shownDates(
      '<body><p>Last updated <time datetime="2026-11-25">2026-11-25</time></p><script>"2026-01-01"</script></body>',
    );
    expect(iso).toEqual(["2026-11-25"]);
    expect(times[0]![1]).not.toBe(formatDate(times[0]![0]));
  });
});
