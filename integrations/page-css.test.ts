import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlClasses, pruneCss, scriptWords, selectorMayMatch, withPageCss } from "./page-css.ts";

// Each page carries only the rules that can match it (decision 0024). A rule wrongly dropped
// is unstyled content, so the cut is conservative; these pin where it is.
const page = (html: string, code = "") => {
  const classes = htmlClasses(html);
  for (const word of scriptWords(code)) classes.add(word);
  return classes;
};

describe("selectorMayMatch", () => {
  const classes = page(
    '<div class="card md:px-6 group"><a class="group-hover:text-brand">x</a></div>',
  );

  it("keeps a rule whose classes are all on the page, and drops one with a class that is not", () => {
    expect(selectorMayMatch(".card", classes)).toBe(true);
    expect(selectorMayMatch(".md\\:px-6", classes)).toBe(true);
    expect(selectorMayMatch(".card .missing", classes)).toBe(false);
    expect(selectorMayMatch(".missing, .card", classes)).toBe(true);
  });

  it("reads through :is() and :where() (Tailwind's variants), not through :not()", () => {
    expect(selectorMayMatch(".group-hover\\:text-brand:is(:where(.group):hover *)", classes)).toBe(
      true,
    );
    expect(selectorMayMatch(":where(.space-y-2>:not(:last-child))", classes)).toBe(false);
    expect(selectorMayMatch(":is(.missing, .card) a", classes)).toBe(true);
    expect(selectorMayMatch(".card:not(.missing)", classes)).toBe(true);
  });

  it("reads an :nth-child() argument as a position, not as an element (odd, 3n+1, 2)", () => {
    const list = page(
      '<ul class="grid md:[&>li:last-child:nth-child(odd)]:col-span-2"><li>x</li></ul>',
    );
    const rule = ".md\\:\\[\\&\\>li\\:last-child\\:nth-child\\(odd\\)\\]\\:col-span-2>li";
    expect(selectorMayMatch(`${rule}:last-child:nth-child(odd)`, list)).toBe(true);
    expect(selectorMayMatch(".grid>li:nth-child(3n+1)", list)).toBe(true);
    expect(selectorMayMatch(".grid>li:nth-last-child(2)", list)).toBe(true);
    expect(selectorMayMatch(".missing>li:nth-child(odd)", list)).toBe(false);
  });

  it("keeps element rules only for elements on the page", () => {
    expect(selectorMayMatch("a", classes)).toBe(true);
    expect(selectorMayMatch("body", classes)).toBe(true);
    expect(selectorMayMatch("table", classes)).toBe(false);
    expect(selectorMayMatch("*, :before", classes)).toBe(true);
  });

  it("counts what the page's scripts can add: class strings and created elements", () => {
    const scripted = page(
      '<div class="card"></div>',
      'jsx("iframe",{className:"size-full border-0"})',
    );
    expect(selectorMayMatch(".border-0", scripted)).toBe(true);
    expect(selectorMayMatch("iframe", scripted)).toBe(true);
  });
});

describe("pruneCss", () => {
  const css =
    ":root{--color-brand:#4338ca;--color-unused:#fff}" +
    "@layer utilities{.card{color:var(--color-brand)}.missing{color:red}" +
    "@media (width>=48rem){.missing{color:blue}}}" +
    "@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}" +
    ".spinner{animation:spin 1s}" +
    "@property --tw-shadow{syntax:'*';inherits:false}";

  it("keeps the page's rules, the properties and keyframes they read, and nothing else", () => {
    const out = pruneCss(css, page('<div class="card"></div>'));
    expect(out).toContain(".card{color:var(--color-brand)}");
    expect(out).toContain("--color-brand:#4338ca");
    expect(out).not.toMatch(/missing|--color-unused|@media|spin|gone|--tw-shadow/);
  });

  it("keeps keyframes a kept rule names", () => {
    expect(pruneCss(css, page('<i class="spinner"></i>'))).toContain("@keyframes spin");
  });

  it("keeps a custom property the page's markup or scripts read", () => {
    const out = pruneCss(css, page("<div></div>"), '<div style="color:var(--color-unused)">');
    expect(out).toContain("--color-unused:#fff");
  });
});

describe("a library's run-time class names", () => {
  it("counts a BEM element or modifier as there when the page names its block", () => {
    const toasts = page(
      "<div></div>",
      'const n="Toastify";c=`${n}__bounce-enter--${p}`;x="Toastify__toast"',
    );
    expect(selectorMayMatch(".Toastify__bounce-enter--bottom-center", toasts)).toBe(true);
    expect(selectorMayMatch(".Toastify__bounce-enter--bottom-center", page("<div></div>"))).toBe(
      false,
    );
    const phone = page('<div class="PhoneInputCountryIcon"></div>');
    expect(selectorMayMatch(".PhoneInputCountryIcon--border", phone)).toBe(true);
  });
});

describe("form controls' parts", () => {
  it("keeps the reset's rules for inputs' pseudo-elements only where there is an input", () => {
    expect(selectorMayMatch("::placeholder", page("<p></p>"))).toBe(false);
    expect(selectorMayMatch("::-webkit-datetime-edit-year-field", page("<p></p>"))).toBe(false);
    expect(selectorMayMatch("::placeholder", page("<textarea></textarea>"))).toBe(true);
    expect(selectorMayMatch("::-webkit-inner-spin-button", page("<input>"))).toBe(true);
    expect(selectorMayMatch(":before", page("<p></p>"))).toBe(true);
  });
});

describe("classes as React writes them", () => {
  it("reads character references in class attributes (Tailwind's arbitrary variants)", () => {
    const classes = page('<ul class="md:[&amp;&gt;li]:col-span-2 it&#x27;s"><li></li></ul>');
    expect(selectorMayMatch(".md\\:\\[\\&\\>li\\]\\:col-span-2>li", classes)).toBe(true);
    expect(classes.has("it's")).toBe(true);
  });
});

describe("withPageCss", () => {
  it("counts the classes of markup the page's script fetches (app/lib/build-files.ts)", () => {
    const client = mkdtempSync(join(tmpdir(), "page-css-"));
    try {
      mkdirSync(join(client, "assets"));
      const body = "/assets/fragment-0123456789abcdef.html";
      writeFileSync(join(client, body), '<div class="in-fragment"></div>');
      const html =
        "<html><head><style>.in-fragment{color:red}.missing{color:blue}</style></head>" +
        `<body><dialog data-body="${body}"></dialog></body></html>`;
      const css = /<style>(.*)<\/style>/.exec(withPageCss(client, html))![1];
      expect(css).toContain(".in-fragment");
      expect(css).not.toContain(".missing");
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});
