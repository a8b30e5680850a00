// npm run format:content [-- --check] [paths…]: writes every content file the editor edits
// (content/, through keystatic.config.ts) as the editor itself would save it unchanged
// (scripts/content-yaml.ts), so that a later save in the editor changes only the lines of
// the fields that changed. Paths limit it to files under them (`content/pages`). With
// --check it changes nothing and lists the files not in that form (exit 1 if any).
import { writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { runnerImport } from "vite";
import { contentFiles, type EditorConfig } from "./content-yaml.ts";

const args = process.argv.slice(2);
const check = args.includes("--check");
const under = args.filter((arg) => arg !== "--check").map((path) => resolve(path));

// through Vite, as the editor loads it: the forms list some files with import.meta.glob
const { module } = await runnerImport<{ default: EditorConfig }>(resolve("keystatic.config.ts"), {
  configFile: false,
  logLevel: "error",
});

const chosen = contentFiles(module.default).filter(
  ({ file }) =>
    under.length === 0 || under.some((path) => file === path || file.startsWith(`${path}/`)),
);
const changed: string[] = [];
for (const entry of chosen) {
  const expected = entry.expected();
  if (expected === entry.current()) continue;
  changed.push(relative(process.cwd(), entry.file));
  if (!check) writeFileSync(entry.file, expected);
}
const verb = check ? "not as the editor writes them" : "rewritten as the editor writes them";
console.log(
  `${chosen.length} content files, ${changed.length} ${verb}${changed.length ? ":" : "."}`,
);
for (const file of changed) console.log(`  ${file}`);
if (check && changed.length > 0) {
  console.log("Run npm run format:content to rewrite them.");
  process.exitCode = 1;
}
