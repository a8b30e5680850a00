import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { builtPages } from "../../integrations/built-pages.ts";

// Valid HTML on every page of the production build: html-validate's recommended
// rules, less the ones about how React and Astro spell valid markup (attribute case and
// self-closing void elements, `required=""`), none of which is an error of HTML. A name on an
// element whose role may be named (the carousels' slides, `aria-roledescription="slide"`, as
// the WAI-ARIA carousel pattern has it) is valid ARIA and allowed.
const client = join(process.env.BUILD_DIR ?? "build", "client");

export const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off", // React writes popoverTarget; HTML attribute names are case-insensitive
    "void-style": "off", // <input /> is valid HTML
    "attribute-boolean-style": "off", // required="" is valid HTML
    "no-inline-style": "off", // React's style attribute (carousel offsets, art)
    "no-trailing-whitespace": "off",
    // a group of check boxes shares its name (the security pack's documents, issue 42)
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // an aria-labelledby, for or the like must name an element of the same page (W3C's checker
    // says so; the recommended preset leaves it out)
    "no-missing-references": "error",
  },
});

/** Every <style> and stylesheet <link> after the end of <head>. */
function stylesOutsideHead(html: string): string[] {
  const body = html.slice(html.indexOf("</head>") + "</head>".length);
  return body.match(/<style\b[^>]*>|<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi) ?? [];
}

/** The markup pages' scripts fetch (app/lib/build-files.ts): valid too, though no page. */
function fragments(): string[] {
  const assets = join(client, "assets");
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(assets, name));
}

describe("valid HTML, on the build", () => {
  const files = [...builtPages(client), ...fragments()];

  it("runs on a build", () => {
    expect(files.length, `no build in ${client}: npm run build`).toBeGreaterThan(20);
  });

  it("catches an invalid page (control)", async () => {
    const report = await validator.validateString(
      "<!doctype html><html lang=en><head><title>x</title></head><body><figure role=group><figcaption>a</figcaption><p>b</p><figcaption>c</figcaption></figure></body></html>",
    );
    expect(report.valid).toBe(false);
  });

  // html-validate does not flag it; the W3C Nu checker does
  it("finds a stylesheet outside <head> (control)", () => {
    expect(stylesOutsideHead("<head></head><body><style>a{}</style></body>")).toEqual(["<style>"]);
    expect(stylesOutsideHead('<head></head><body><link rel="stylesheet" href="/a.css">')).toEqual([
      '<link rel="stylesheet" href="/a.css">',
    ]);
    expect(stylesOutsideHead('<head><style>a{}</style><link rel="stylesheet"></head>')).toEqual([]);
  });

  for (const file of files) {
    it(`${relative(client, file)} has no style element or stylesheet outside <head>`, () => {
      expect(stylesOutsideHead(readFileSync(file, "utf8"))).toEqual([]);
    });
  }

  for (const file of files) {
    it(`${relative(client, file)} has no errors`, async () => {
      const report = await validator.validateFile(file);
      const messages = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
        ),
      );
      expect(messages).toEqual([]);
    });
  }
});
