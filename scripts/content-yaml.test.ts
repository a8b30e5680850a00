import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../keystatic.config.ts";
import { contentFiles } from "./content-yaml.ts";

// A save in the editor changes only the lines of the fields that changed: every content file
// is already written as Keystatic writes it (its serialisation, js-yaml's dump), so saving it
// unchanged is no change at all. `npm run format:content` rewrites a file that is not.
const files = contentFiles(config);
const shown = (file: string) => relative(process.cwd(), file);

describe("content files are as the editor writes them", () => {
  it.each(files.map((entry) => [shown(entry.file), entry] as const))("%s", (_name, entry) => {
    expect(entry.current(), "run npm run format:content").toBe(entry.expected());
  });

  it("every YAML file under content/ is one the editor edits", () => {
    const yaml = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
        item.isDirectory()
          ? yaml(join(dir, item.name))
          : /\.ya?ml$/.test(item.name)
            ? [join(dir, item.name)]
            : [],
      );
    const edited = new Set(files.map((entry) => entry.file));
    expect(
      yaml(join(process.cwd(), "content"))
        .filter((file) => !edited.has(file))
        .map(shown),
    ).toEqual([]);
  });
});
