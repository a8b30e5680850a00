// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { trust } from "#app/content/trust.ts";
import { securityDocuments } from "#app/content/security-pack.ts";
import { documentRequestMessages } from "#common/schemas/document-request.ts";
import { messages } from "#common/messages.ts";
import { builtPages } from "../../integrations/built-pages.ts";

// One heading case (issue 31): every h1–h3 on the site is in Title Case, as the spec's own
// headings are ("Driving Success for Future-Focused Teams", "Benefits & Outcomes"), in the
// Chicago style: every word capitalised but the small words below (unless first, last or
// after a colon), each part of a hyphenated word capitalised but a small word after the first
// ("Ready-to-Deploy"), acronyms and product names as written. Insights' titles and their
// sections' headings follow it too (docs/editing.md, "Headings and dates").
const client = join(process.env.BUILD_DIR ?? "build", "client");

/** Articles, short prepositions and conjunctions: lower case inside a heading. */
const SMALL = new Set("a an and as at but by for in of on or the to vs via with".split(" "));

/** Words written as their owners write them, whatever their place (HL7 v2, eGFR). */
const AS_WRITTEN = new Set(["v2", "eGFR"]);

/** Headings that keep their own case: the spec's words, word for word. */
const ALLOWED: Record<string, string> = {
  "Page not Found": "the spec's 404 text (SPEC.md, route table and error catalogue)",
  "Apply for this job": "the spec's name of the application form (SPEC.md, Careers list)",
  // the thank-you pages' headings are the spec's success messages (common/messages.ts)
  [messages.contactSent]: "the spec's message when a contact form is sent",
  [messages.applicationSent]: "the spec's message when an application is sent",
  [documentRequestMessages.requestSent]: "the request form's message when a document request is sent",
  // a subprocessor's heading is the company's name, as its contract writes it
  ...Object.fromEntries(
    trust.subprocessors.map(({ name }) => [name, "a company's name, as its contract writes it"]),
  ),
  // a security document's heading is its title, as the document itself writes it
  ...Object.fromEntries(
    securityDocuments.map(({ title }) => [title, "a document's title, as the document writes it"]),
  ),
};

/** The words of a heading that break Title Case, each with what is wrong; none when it holds. */
function titleCaseProblems(heading: string): string[] {
  if (heading in ALLOWED) return [];
  const words = heading.split(/\s+/).filter(Boolean);
  const problems: string[] = [];
  words.forEach((raw, index) => {
    const word = raw.replace(/^[("'“‘[]+/u, "").replace(/[)"'”’\].,:;!?]+$/u, "");
    if (!word || AS_WRITTEN.has(word)) return;
    // a heading, or a part after a colon or a full stop, starts anew
    const starts = index === 0 || /[:.!?]$/.test(words[index - 1]!);
    const ends = index === words.length - 1;
    if (SMALL.has(word.toLowerCase()) && !starts && !ends) {
      if (word !== word.toLowerCase()) problems.push(`"${word}" should be lower case`);
      return;
    }
    word.split(/[-/]/).forEach((part, partIndex) => {
      if (!part || AS_WRITTEN.has(part)) return;
      if (partIndex > 0 && SMALL.has(part)) return; // Ready-to-Deploy
      if (/^\p{Ll}/u.test(part)) problems.push(`"${raw}" should start each part with a capital`);
    });
  });
  return [...new Set(problems)];
}

/** The h1–h3 of a page as read: their text, less what is hidden from everyone. */
function headings(html: string): string[] {
  const document = new DOMParser().parseFromString(html, "text/html");
  return [...document.querySelectorAll("h1, h2, h3")].map((heading) => {
    heading.querySelectorAll("[aria-hidden='true'], svg").forEach((node) => node.remove());
    return (heading.textContent ?? "").replace(/\s+/g, " ").trim();
  });
}

describe("the title-case rule", () => {
  it("passes the spec's headings as they are written", () => {
    for (const heading of [
      "Our Mission",
      "Driving Success for Future-Focused Teams",
      "Benefits & Outcomes",
      "More Case Studies",
      "Ready to Transform Your Business with Generative AI?",
      "Who We Are",
      "Page not Found",
      "Ready-to-Deploy AI Products",
      "HL7 v2 and FHIR Lessons From Remote Cardiac Monitoring",
      "Step 1: Read the Chart",
      "What We Are Built On",
      "UI/UX Design",
    ]) {
      expect(titleCaseProblems(heading), heading).toEqual([]);
    }
  });

  it("can fail: sentence case, a capitalised small word, a lower-case hyphenated part", () => {
    expect(titleCaseProblems("Why healthcare teams choose us")).toEqual([
      '"healthcare" should start each part with a capital',
      '"teams" should start each part with a capital',
      '"choose" should start each part with a capital',
      '"us" should start each part with a capital',
    ]);
    expect(titleCaseProblems("Security And Compliance First")).toEqual([
      '"And" should be lower case',
    ]);
    expect(titleCaseProblems("ABDM-ready Delivery")).toEqual([
      '"ABDM-ready" should start each part with a capital',
    ]);
    expect(titleCaseProblems("Step 2: assess Risk")).toEqual([
      '"assess" should start each part with a capital',
    ]);
  });

  it("reads a heading's words, not its hidden decoration", () => {
    expect(
      headings('<h2>Our Values<span aria-hidden="true">#</span><svg><text>x</text></svg></h2>'),
    ).toEqual(["Our Values"]);
  });
});

describe("every h1–h3 of the build is in Title Case", () => {
  const files = builtPages(client);

  it("reads a build", () => {
    expect(files.length, `no build in ${client}: npm run build:test`).toBeGreaterThan(30);
  });

  for (const file of files) {
    it(relative(client, file), () => {
      const wrong = headings(readFileSync(file, "utf8"))
        .map((heading) => ({ heading, problems: titleCaseProblems(heading) }))
        .filter(({ problems }) => problems.length > 0)
        .map(({ heading, problems }) => `${heading}: ${problems.join("; ")}`);
      expect(wrong).toEqual([]);
    });
  }
});
