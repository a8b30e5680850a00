import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAndServe } from "./built-site.ts";
import { afterReload, offline } from "./editor-page.ts";

// The owner changes the words of four pages in the editor (issue 30): the home page's
// introduction, a section of About, one service on /services (its words and its icon, picked
// by its picture) and the healthcare page's lead with its description for search and sharing.
// Each save changes only that field's lines of the page's file; the built site shows the new
// words, and the shared-link data carries them. The test puts the files back as it found them.

const files = ["home", "about", "services", "healthcare"].map((key) => `content/pages/${key}.yaml`);
const originals = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
});

// no apostrophes or ampersands: the HTML writes them as character references
const words = {
  lead: "Dependable AI software for hospitals, edited in a browser.",
  mission: "Hospital software clinicians trust, as the owner writes it.",
  service: "Cloud platforms that pass audits, as the owner says.",
  healthcareLead: "Connected care for hospitals, as the owner puts it.",
  healthcareDescription: "Remote monitoring and records for hospitals, as shared.",
};

/** The lines of `file` a save removed and added (git diff without context). */
function diffOf(file: string): { removed: string[]; added: string[] } {
  const original = join(mkdtempSync(join(tmpdir(), "page-")), "original.yaml");
  writeFileSync(original, originals.get(file)!);
  let out = "";
  try {
    execFileSync("git", ["diff", "--no-index", "-U0", "--", original, file], { encoding: "utf8" });
  } catch (error) {
    out = (error as { stdout: string }).stdout; // git diff --no-index exits 1 on a difference
  }
  const lines = out.split("\n").filter((line) => /^[-+](?![-+]{2} )/.test(line));
  return {
    removed: lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith("+")).map((line) => line.slice(1)),
  };
}

async function save(page: Page, file: string) {
  const before = readFileSync(file, "utf8");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).not.toBe(before);
  await afterReload(page);
}

const field = (page: Page, group: string, name: string) =>
  page
    .getByRole("group", { name: new RegExp(`^${group}`) })
    .getByRole("textbox", { name, exact: true });

test("the words of four pages changed in the editor are on the built site, each save only its lines", async ({
  page,
}) => {
  await offline(page);

  await page.goto("/keystatic/singleton/page-home");
  // the page's facts for developers (its address, its scripts) take no room above its words
  const unseen = page.locator("div:has(> [data-editor-unseen])");
  await expect(unseen.first()).toBeAttached();
  for (const box of await unseen.all()) {
    expect(await box.evaluate((element) => getComputedStyle(element).display)).toBe("none");
  }
  await field(page, "Introduction", "Introduction").fill(words.lead);
  await save(page, files[0]!);

  await page.goto("/keystatic/singleton/page-about");
  await field(page, "Mission", "Text").fill(words.mission);
  await save(page, files[1]!);

  await page.goto("/keystatic/singleton/page-services");
  await page
    .getByRole("row", { name: "Cloud & DevOps Services" })
    .getByText("Cloud & DevOps Services")
    .click();
  const item = page.getByRole("dialog");
  await item.getByRole("textbox", { name: "What it is" }).fill(words.service);
  // its icon, picked by its picture as an accelerator's is: the chosen one shown, all of them
  // on request
  await item.getByRole("button", { name: "Change icon" }).click();
  await item
    .getByRole("radiogroup", { name: "Icon" })
    .getByRole("radio", { name: "Rocket" })
    .check();
  await item.getByRole("button", { name: "Done" }).click();
  await save(page, files[2]!);

  await page.goto("/keystatic/singleton/page-healthcare");
  await field(page, "Introduction", "Introduction").fill(words.healthcareLead);
  await field(page, "Search results and sharing", "Description").fill(words.healthcareDescription);
  await save(page, files[3]!);

  // each file: only the changed field's lines, removed and written again
  const expected: Record<string, string[]> = {
    [files[0]!]: [words.lead],
    [files[1]!]: [words.mission],
    [files[2]!]: ["Rocket", words.service],
    [files[3]!]: [words.healthcareLead, words.healthcareDescription],
  };
  for (const [file, values] of Object.entries(expected)) {
    const { removed, added } = diffOf(file);
    expect(
      added.map((line) => line.replace(/^\s*(?:- )?[A-Za-z]+: /, "").trim()),
      file,
    ).toEqual(values);
    // what was removed is the old values' lines: their first line names the field
    expect(removed.length, file).toBeGreaterThanOrEqual(values.length);
    expect(removed.length, file).toBeLessThanOrEqual(values.length * 5);
  }

  const site = await buildAndServe();
  try {
    const html = async (path: string) => (await fetch(`${site.url}${path}`)).text();
    expect(await html("/")).toContain(words.lead);
    expect(await html("/about")).toContain(words.mission);
    const services = await html("/services");
    expect(services).toContain(words.service);
    // the card now draws the rocket (Lucide names its drawing in its class)
    expect(services).toMatch(/lucide-rocket(?:(?!<svg)[\s\S])*>Cloud &amp; DevOps Services</);
    const healthcare = await html("/verticals/healthcare");
    expect(healthcare).toContain(words.healthcareLead);
    expect(healthcare).toContain(
      `<meta property="og:description" content="${words.healthcareDescription}"`,
    );
    expect(healthcare).toContain(
      `<meta name="description" content="${words.healthcareDescription}"`,
    );
  } finally {
    await site.close();
  }
});
