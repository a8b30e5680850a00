import type { AstroIntegration } from "astro";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ImportType, initSync, parse } from "es-module-lexer";
import postcss, { type AtRule, type Container, type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { BUILD_FILE_URL } from "../app/lib/build-files.ts";
import { rewritePages } from "./built-pages.ts";

/**
 * Each page carries its own stylesheet in its <head> (decision 0024): the site's one
 * stylesheet (Tailwind's utilities for every page, the form libraries' styles, the tokens),
 * inlined by Astro (`build.inlineStylesheets: "always"`), is cut down to the rules that can
 * match something on that page. A render-blocking stylesheet was a second request on a
 * second connection before anything could paint (about 0.3 s on Lighthouse's slow 4G); the
 * page's own rules, inlined, arrive with the HTML in its first round trip.
 *
 * "Can match" is decided by class and element names, conservatively: a rule stays when one of
 * its selectors needs only classes and elements that occur on the page (through :is(),
 * :where() and :has(), one of their selectors; never through :not()). The page's classes are
 * those in its HTML and every string its scripts could put in a class attribute: the words of
 * the JavaScript the page may load (its behaviours, its islands whatever their directive, and
 * everything they import, statically or on use), and the classes of the markup those scripts
 * fetch (app/lib/build-files.ts). Rules without a class (the reset, element and attribute
 * selectors, the tokens) always stay. A library's BEM names (`Block__element--modifier`) count
 * as there when their block is, as libraries put them together at run time. At-rules left
 * empty go; custom properties, @property and @keyframes stay when something kept reads them.
 */

initSync();

const STYLE = /<style>([\s\S]*?)<\/style>/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute value as the browser reads it (React writes `&`, `<`, `>`, `'` as references). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * The classes of a page's HTML, and its element names as `<name` (so one set answers for
 * both: `<table` is there when the page has a table).
 */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set(["<html", "<head", "<body"]);
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g))
    classes.add(`<${match[1]!.toLowerCase()}`);
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? "").split(/\s+/)) {
      if (name) classes.add(decodeEntities(name));
    }
  }
  return classes;
}

/** Every asset URL a module imports, statically or on use, resolved against its own URL. */
function imports(clientDir: string, url: string): string[] {
  const code = readFileSync(join(clientDir, url), "utf8");
  const [specifiers] = parse(code, url);
  return specifiers
    .filter((s) => (s.t === ImportType.Static || s.t === ImportType.Dynamic) && s.n)
    .map((s) => new URL(s.n!, `http://site${url}`).pathname)
    .filter((path) => path.endsWith(".js") && existsSync(join(clientDir, path)));
}

/** The JavaScript a page may ever run: its module scripts, behaviours and islands, and all they import. */
export function pageScripts(clientDir: string, html: string): string[] {
  const entries = [
    ...html.matchAll(
      /\b(?:src|component-url|renderer-url|before-hydration-url)="(\/assets\/[^"]+\.js)"/g,
    ),
    ...html.matchAll(/"(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]!);
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url) || !existsSync(join(clientDir, url))) return;
    seen.add(url);
    for (const next of imports(clientDir, url)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen].sort();
}

/**
 * The words of a script that could be class names (split on white space and quotes), and
 * each as an element name it could create (`jsx("table", …)`, `createElement("iframe")`).
 */
export function scriptWords(code: string): Set<string> {
  const words = new Set(code.split(/[\s"'`]+|\$\{|\}/).filter(Boolean));
  for (const word of [...words]) {
    if (/^[a-z][a-z0-9-]*$/.test(word)) words.add(`<${word}`);
  }
  return words;
}

type SelectorNode = selectorParser.Node;

/**
 * The block of a BEM class name (`Toastify` of `Toastify__bounce-enter--bottom-center`,
 * `PhoneInputCountryIcon` of `PhoneInputCountryIcon--border`), or undefined.
 */
const blockOf = (name: string) => (/__|--/.test(name) ? name.split(/__|--/)[0] : undefined);

/** The blocks a page's classes and words name: every class and the block of each. */
const blocksCache = new WeakMap<ReadonlySet<string>, Set<string>>();
function blocksOf(classes: ReadonlySet<string>): Set<string> {
  let blocks = blocksCache.get(classes);
  if (!blocks) {
    blocks = new Set(classes);
    for (const name of classes) {
      const block = blockOf(name);
      if (block) blocks.add(block);
    }
    blocksCache.set(classes, blocks);
  }
  return blocks;
}

/**
 * The elements a form control's pseudo-element can belong to (the reset styles date, number,
 * search and file inputs' parts, and placeholders): without such an element the rule goes.
 */
const PSEUDO_ELEMENT_HOSTS: Record<string, string[]> = {
  "::placeholder": ["input", "textarea"],
  "::file-selector-button": ["input"],
  "::-webkit-search-decoration": ["input"],
  "::-webkit-inner-spin-button": ["input"],
  "::-webkit-outer-spin-button": ["input"],
  "::-webkit-date-and-time-value": ["input"],
  "::-webkit-calendar-picker-indicator": ["input"],
};

/**
 * Whether a page with these classes can carry a class. A library's BEM elements and
 * modifiers are often put together at run time (react-toastify writes
 * `${prefix}__bounce-enter--${position}`), so one of them counts as there when its block is.
 */
function hasClass(name: string, classes: ReadonlySet<string>): boolean {
  if (classes.has(name)) return true;
  const block = blockOf(name);
  return block !== undefined && block.length > 0 && blocksOf(classes).has(block);
}

/** Whether a selector (complex or compound) can match a page with these classes and elements. */
function satisfiable(node: SelectorNode, classes: ReadonlySet<string>): boolean {
  if (node.type === "class") return hasClass(node.value, classes);
  if (node.type === "tag") return classes.has(`<${node.value.toLowerCase()}`);
  if (node.type === "pseudo" && node.value.startsWith("::")) {
    const name = node.value.toLowerCase();
    const hosts = name.startsWith("::-webkit-datetime-edit")
      ? ["input"]
      : PSEUDO_ELEMENT_HOSTS[name];
    return !hosts || hosts.some((host) => classes.has(`<${host}`));
  }
  if (node.type === "pseudo") {
    const name = node.value.toLowerCase();
    // :not() asks for an absence; an empty argument list is a plain pseudo-class (:hover)
    if (name === ":not" || node.nodes.length === 0) return true;
    // :nth-child(odd), :nth-last-child(2), :lang(en), :dir(rtl): their argument is no selector
    if (name.startsWith(":nth-") || name === ":lang" || name === ":dir") return true;
    // :is(), :where(), :has() and the like: one of their selectors
    return node.nodes.some((selector) => satisfiable(selector, classes));
  }
  if (node.type === "selector" || node.type === "root") {
    return node.nodes.every((child) => satisfiable(child, classes));
  }
  return true;
}

/** Whether one of the selectors of a rule can match a page with these classes. */
export function selectorMayMatch(selectorList: string, classes: ReadonlySet<string>): boolean {
  let result = false;
  selectorParser((root) => {
    result = root.nodes.some((selector) => satisfiable(selector, classes));
  }).processSync(selectorList);
  return result;
}

/** Drops the custom properties nothing on the page reads (the tokens, Tailwind's --tw-*). */
function dropUnusedProperties(root: Root, pageText: string): void {
  for (;;) {
    const read = new Set<string>();
    const readIn = (text: string) => {
      for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]!);
    };
    readIn(pageText);
    root.walkDecls((decl) => readIn(decl.value));
    root.walkAtRules(/^(media|supports|container)$/i, (atRule) => readIn(atRule.params));
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) {
        decl.remove();
        removed++;
      }
    });
    root.walkAtRules("property", (atRule) => {
      if (!read.has(atRule.params.trim())) {
        atRule.remove();
        removed++;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    if (removed === 0) return;
  }
}

const inKeyframes = (rule: Rule) =>
  rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);

/** Drops at-rules (other than @font-face, @property and the like) that hold nothing. */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" && node.type !== "rule") return;
    if (!node.nodes) return;
    dropEmpty(node);
    const holdsOnlyRules =
      node.type === "rule" ||
      /^(media|supports|layer|container|scope|starting-style)$/i.test(node.name);
    if (holdsOnlyRules && node.nodes.length === 0) node.remove();
  });
}

/** The stylesheet cut down to the rules that can match a page with these classes. */
export function pruneCss(css: string, classes: ReadonlySet<string>, pageText = ""): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    if (!selectorMayMatch(rule.selector, classes)) rule.remove();
  });
  dropEmpty(root);
  // keyframes only when a kept declaration names them
  const animations = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!animations.has(atRule.params.trim())) atRule.remove();
  });
  dropEmpty(root);
  dropUnusedProperties(root, pageText);
  dropEmpty(root);
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString();
}

/** A built page with its <head> styles cut down to what the page can use. */
export function withPageCss(clientDir: string, html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const styles = [...head.matchAll(STYLE)];
  if (styles.length === 0) return html;
  const classes = htmlClasses(html);
  // the page's own text, less its styles, and its scripts: where a custom property may be read
  let pageText = html.replace(STYLE, "");
  for (const url of pageScripts(clientDir, html)) {
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const word of scriptWords(code)) classes.add(word);
    pageText += code;
  }
  // markup its scripts fetch (app/lib/build-files.ts: the demo dialog's body)
  for (const [url] of html.matchAll(BUILD_FILE_URL)) {
    if (!url.endsWith(".html")) continue;
    const fragment = readFileSync(join(clientDir, url), "utf8");
    for (const name of htmlClasses(fragment)) classes.add(name);
    pageText += fragment;
  }
  const css = pruneCss(styles.map((match) => match[1]).join("\n"), classes, pageText);
  // one <style> where the first one was
  let first = true;
  const newHead = head.replace(STYLE, () => {
    if (!first) return "";
    first = false;
    return `<style>${css}</style>`;
  });
  return newHead + html.slice(headEnd);
}

/** The integration: after the build (and after the site's own rewrites), every page's CSS. */
export function pageCssIntegration(): AstroIntegration {
  return {
    name: "page-css",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const clientDir = fileURLToPath(dir);
        rewritePages(clientDir, (html) => withPageCss(clientDir, html));
      },
    },
  };
}
