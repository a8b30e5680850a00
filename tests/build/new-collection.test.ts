import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroInCopy, copyFolder, copyProject } from "../support/project-copy.ts";

// Adding a collection is two code files (issue 45, decision 0035): in a copy of the project
// with its declaration written and its line added to app/content/collections.ts (and one entry
// in content/, the owner's), Astro's content layer checks and reads the entry, and the editor
// lists the collection in its menu group and opens the entry through the form made from the
// same declaration. Nothing else is changed. (Showing it on a page is the page's work.)

const DECLARATION = `import { declareCollection } from "./collection.ts";
import { fileName, paragraph } from "./words.ts";

export const awards = declareCollection({
  folder: "awards",
  label: "Awards",
  menu: "Company",
  slugField: "name",
  columns: ["name"],
  fields: {
    name: fileName("Name"),
    citation: paragraph("Citation", "What the award was given for."),
  },
});
`;

const ENTRY = `name: Interoperability Award 2026
citation: For a FHIR integration that went live in six weeks.
`;

describe("a collection added as its declaration and its line in the register", () => {
  const copy = copyFolder("new-collection-");
  let store = "";

  beforeAll(() => {
    copyProject(copy);
    writeFileSync(join(copy, "app/content/schemas/award.ts"), DECLARATION);
    const register = join(copy, "app/content/collections.ts");
    writeFileSync(
      register,
      readFileSync(register, "utf8")
        .replace(/^(import .*\n)/m, `$1import { awards } from "./schemas/award.ts";\n`)
        .replace(/= \{ /, "= { awards, "),
    );
    mkdirSync(join(copy, "content/awards"));
    writeFileSync(join(copy, "content/awards/interoperability-award-2026.yaml"), ENTRY);
    astroInCopy(copy, ["sync"], 110_000);
    store = readFileSync(join(copy, "node_modules/.astro/data-store.json"), "utf8");
  }, 120_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("is read by the site's content layer through its schema", () => {
    expect(store).toContain("interoperability-award-2026");
    expect(store).toContain("For a FHIR integration that went live in six weeks.");
  });

  it("is in the editor's menu group, its entry opening in the form made from the declaration", async () => {
    const { default: config } = (await import(join(copy, "keystatic.config.ts"))) as {
      default: Parameters<typeof createReader>[1] & { ui: { navigation: Record<string, string[]> } };
    };
    expect(config.ui.navigation.Company).toContain("awards");
    const reader = createReader(copy, config) as unknown as {
      collections: { awards: { all(): Promise<Array<{ slug: string; entry: Record<string, unknown> }>> } };
    };
    const entries = await reader.collections.awards.all();
    expect(entries.map(({ slug, entry }) => [slug, entry.citation])).toEqual([
      ["interoperability-award-2026", "For a FHIR integration that went live in six weeks."],
    ]);
  });
});
