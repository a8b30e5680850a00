import type { Image, Paragraph, Root } from "mdast";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VFile } from "vfile";
import { afterAll, describe, expect, it } from "vitest";
import { missingPictures, postPicture, remarkPostPictures } from "./post-pictures.ts";

// A post's pictures as the editor keeps them (content/posts/<post>/pictures/<name>/image.<ext>),
// shown in the body by name; a picture the body shows and the post lacks is named.

const dir = mkdtempSync(join(tmpdir(), "post-pictures-"));
const post = join(dir, "pilot.md");
mkdirSync(join(dir, "pilot", "pictures", "ward-round"), { recursive: true });
writeFileSync(join(dir, "pilot", "pictures", "ward-round", "image.jpg"), "");
writeFileSync(join(dir, "pilot", "flow.svg"), "<svg/>");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a post's pictures", () => {
  it("are found by name beside the post", () => {
    expect(postPicture(post, "ward-round")).toBe("./pilot/pictures/ward-round/image.jpg");
    expect(postPicture(post, "night-shift")).toBeUndefined();
    expect(postPicture(post, "./pilot/flow.svg")).toBeUndefined();
  });

  it("shown by name in the body get the picture's path; a written-out path stays", () => {
    const image = (url: string): Image => ({ type: "image", url, alt: "A ward" });
    const paragraph: Paragraph = {
      type: "paragraph",
      children: [image("ward-round"), image("./pilot/flow.svg")],
    };
    const tree: Root = { type: "root", children: [paragraph] };
    remarkPostPictures()(tree, new VFile({ path: post }));
    expect(paragraph.children.map((node) => (node as Image).url)).toEqual([
      "./pilot/pictures/ward-round/image.jpg",
      "./pilot/flow.svg",
    ]);
  });

  it("the body shows and the post lacks are named, by name or path; links and code are not", () => {
    const body = [
      '![A ward](ward-round "Rounds")',
      "![Night](night-shift)",
      "![Flow](./pilot/flow.svg) ![Gone](./pilot/gone.png)",
      "![Logo](https://cdn.example.org/a.png) ![Site](/favicon.svg)",
      "```",
      "![in code](not-a-picture)",
      "```",
    ].join("\n");
    expect(missingPictures(post, body)).toEqual(["night-shift", "./pilot/gone.png"]);
  });
});
