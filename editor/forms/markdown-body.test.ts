// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  markdocTablesToPipes,
  markdownBody,
  pictureFileName,
  renumberLists,
  typedPictures,
} from "./markdown-body.ts";

// A post's body in Keystatic's rich text editor (decision 0039), with Keystatic's browser build:
// its Node build, which the tests would load, leaves the rich editor out. A shipped post opened
// and saved unchanged is written byte for byte as it is; a picture placed with the Image button
// is kept beside the post and written as the shipped post's picture is.
vi.mock(
  "@keystatic/core",
  async () => import("../../node_modules/@keystatic/core/dist/keystatic-core.js"),
);

const folder = "content/posts";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const body = markdownBody({ label: "Text", description: "", folder });

/** The post's body and the files the editor loads beside it (content/posts/<slug>/). */
function open(slug: string) {
  const source = readFileSync(join(folder, `${slug}.md`), "utf8");
  const text = source.replace(/^---\n[\s\S]*?\n---\n/, "");
  const dir = join(folder, slug);
  const files = new Map<string, Uint8Array>(
    existsSync(dir)
      ? readdirSync(dir).map((name) => [name, new Uint8Array(readFileSync(join(dir, name)))])
      : [],
  );
  const external = new Map([[folder, files]]);
  const state = body.parse(undefined, {
    content: encoder.encode(text),
    other: new Map(),
    external,
    slug,
  });
  return { text, state, files };
}

describe("a post's body in the rich text editor", () => {
  const slugs = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3));

  it.each(slugs)("%s saves unchanged, its pictures where they were", (slug) => {
    const { text, state, files } = open(slug);
    expect(typeof state).not.toBe("string"); // the rich editor, not the plain fallback
    const saved = body.serialize(state, { slug });
    expect(decoder.decode(saved.content)).toBe(text);
    expect([...(saved.external.get(folder)?.keys() ?? [])].sort()).toEqual(
      [...files.keys()].sort(),
    );
  });

  it("keeps a picture placed in the text beside the post, as the shipped post's", () => {
    const slug = "human-in-the-loop-for-ai-drafted-regulatory-documents";
    const { state } = open(slug);
    if (typeof state === "string") throw new Error("no editor");
    const picture = state.schema.nodes.image!.createChecked({
      src: new Uint8Array([137, 80, 78, 71]),
      filename: pictureFileName("Ward Round (2).PNG"),
      alt: "A ward round",
      title: "The morning round",
    });
    const placed = state.apply(
      state.tr.insert(0, state.schema.nodes.paragraph!.create(null, picture)),
    );
    const saved = body.serialize(placed, { slug });
    expect(decoder.decode(saved.content)).toMatch(
      new RegExp(
        `^!\\[A ward round\\]\\(\\./${slug}/ward-round-2\\.png "The morning round"\\)\n\n`,
      ),
    );
    expect([...saved.external.get(folder)!.keys()]).toEqual(["ward-round-2.png"]);
    expect(body.validate(placed)).toBe(placed);
  });

  it("refuses a picture that does not say what it shows", () => {
    const { state } = open("human-in-the-loop-for-ai-drafted-regulatory-documents");
    if (typeof state === "string") throw new Error("no editor");
    const picture = state.schema.nodes.image!.createChecked({
      src: new Uint8Array([1]),
      filename: "a.png",
    });
    const placed = state.apply(
      state.tr.insert(0, state.schema.nodes.paragraph!.create(null, picture)),
    );
    expect(() => body.validate(placed)).toThrow("Text: A picture does not say what it shows");
  });

  it("refuses an empty text and a picture typed as text", () => {
    const { state } = open("human-in-the-loop-for-ai-drafted-regulatory-documents");
    if (typeof state === "string") throw new Error("no editor");
    const typed = state.apply(state.tr.insertText("![A chart](./chart.png) ", 1));
    expect(() => body.validate(typed)).toThrow(
      "Text: “![A chart](./chart.png)” is a picture typed as text",
    );
    const empty = state.apply(state.tr.delete(0, state.doc.content.size));
    expect(() => body.validate(empty)).toThrow("Text must not be empty");
  });
});

describe("what the editor writes, as the site's Markdown", () => {
  it("turns Markdoc's tables into pipe tables; code is left alone", () => {
    const markdoc = [
      "Before.",
      "",
      "{% table %}",
      "- Head *a*",
      "- Head `b`",
      "---",
      "- cell [^1]",
      "- a | b",
      "---",
      "- only one",
      "{% /table %}",
      "",
      "```text",
      "{% table %}",
      "```",
    ].join("\n");
    expect(markdocTablesToPipes(markdoc)).toBe(
      [
        "Before.",
        "",
        "| Head *a* | Head `b` |",
        "| --- | --- |",
        "| cell [^1] | a \\| b |",
        "| only one |  |",
        "",
        "```text",
        "{% table %}",
        "```",
      ].join("\n"),
    );
  });

  it("numbers a numbered list 1, 2, 3 again, a nested one on its own; code is left alone", () => {
    const written = [
      "1. a",
      "1. b",
      "   - x",
      "   1. in",
      "   1. in",
      "1. c",
      "",
      "Text.",
      "",
      "1. new",
      "```",
      "1. code",
      "```",
    ];
    expect(renumberLists(written.join("\n")).split("\n")).toEqual([
      "1. a",
      "2. b",
      "   - x",
      "   1. in",
      "   2. in",
      "3. c",
      "",
      "Text.",
      "",
      "1. new",
      "```",
      "1. code",
      "```",
    ]);
  });

  it("finds pictures typed as text, not the web's or the site's own", () => {
    expect(
      typedPictures(
        'A ![x](./a.png "c") and ![y](chart) ![w](https://e.org/a.png) ![s](/logo.svg)',
      ),
    ).toEqual(['![x](./a.png "c")', "![y](chart)"]);
  });

  it("names a picture's file in lower case with hyphens", () => {
    expect(pictureFileName("Ward Round (2).PNG")).toBe("ward-round-2.png");
    expect(pictureFileName("Ünïcode café.jpeg")).toBe("unicode-cafe.jpeg");
    expect(pictureFileName(".png")).toBe("picture.png");
  });
});
