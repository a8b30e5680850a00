import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkReferences, ContentError, loadCollection, SLUG } from "./load.ts";

const schema = z.object({ title: z.string().min(1), count: z.number().default(1) }).strict();

/** A content folder with the given files in one collection, `things`. */
function content(files: Record<string, string>): void {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  mkdirSync(join(dir, "things"));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, "things", name), body);
  process.env.CONTENT_DIR = dir;
}

const load = () => loadCollection("things", schema);

describe("the content loader", () => {
  afterEach(() => {
    delete process.env.CONTENT_DIR;
  });

  it("reads each YAML file through the schema, its slug from its name, in name order", () => {
    content({ "b-two.yaml": "title: Two\ncount: 2\n", "a1.yml": "title: One\n", "notes.txt": "x" });
    expect(load()).toEqual([
      { slug: "a1", file: expect.stringMatching(/things\/a1\.yml$/), title: "One", count: 1 },
      { slug: "b-two", file: expect.stringMatching(/things\/b-two\.yaml$/), title: "Two", count: 2 },
    ]);
  });

  it("names the file and the field of every problem at once", () => {
    content({ "a.yaml": "count: 2\n", "b.yaml": "title: B\ncolour: red\n" });
    expect(load).toThrow(ContentError);
    expect(load).toThrow(/things\/a\.yaml: title: /);
    expect(load).toThrow(/things\/b\.yaml: \(the entry\): .*colour/);
  });

  it("refuses a file name that is not a safe address, and two files with one address", () => {
    content({ "Data Engineer.yaml": "title: A\n", "x.yaml": "title: X\n", "x.yml": "title: Y\n" });
    expect(load).toThrow(/Data Engineer\.yaml: slug: .*lower-case letters/);
    expect(load).toThrow(/things\/x\.yml: slug: "x" is also the address of .*things\/x\.yaml/);
  });

  it("names CONTENT_DIR when the collection's folder is missing", () => {
    process.env.CONTENT_DIR = join(tmpdir(), "no-such-content-folder");
    expect(load).toThrow(/^CONTENT_DIR: no folder .*things/);
  });

  it("names a file that is not YAML", () => {
    content({ "a.yaml": "title: [unclosed\n" });
    expect(load).toThrow(/things\/a\.yaml: \(the file\): /);
  });

  it("stops on a cross-reference to an entry that does not exist, naming file and place", () => {
    const entries = [
      { slug: "a", file: "content/things/a.yaml", more: ["b", "c"] },
      { slug: "b", file: "content/things/b.yaml", more: ["a", "b"] },
    ];
    const check = () =>
      checkReferences(
        entries,
        "more",
        (entry) => entry.more,
        (entry) => ["a", "b"].filter((slug) => slug !== entry.slug),
      );
    expect(check).toThrow(/content\/things\/a\.yaml: more\.1: "c" is not one of b/);
    expect(check).toThrow(/content\/things\/b\.yaml: more\.1: "b" is not one of a/);
    entries[0]!.more = ["b"];
    entries[1]!.more = ["a"];
    expect(check).not.toThrow();
  });

  it.each([
    ["testengineer", true],
    ["data-engineer-2", true],
    ["Data", false],
    ["data--engineer", false],
    ["-data", false],
    ["data_engineer", false],
    ["dátá", false],
  ])("takes %s as a slug: %s", (slug, safe) => {
    expect(SLUG.test(slug)).toBe(safe);
  });
});
