// `npm start`: builds the site when the build is missing or older than its sources, then
// runs the production server (site + /send-email) on PORT (default 3000); with EDITOR_ORIGIN,
// also builds the editor (npm run build:editor) when it is missing or older than its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const marker = join(buildDir, "client", "index.html");
const sources = [
  "app",
  "common",
  "content",
  "integrations",
  "public",
  "astro.config.ts",
  "package.json",
  "editor",
  "keystatic.config.ts",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "Building the site…");
  const result = spawnSync(process.execPath, ["node_modules/astro/bin/astro.mjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The editor's page (decision 0026) when it is to be served: built once, then again with the site.
const editorPage = join(buildDir, "editor", "editor", "index.html");
const editorBuiltAt = existsSync(editorPage) ? statSync(editorPage).mtimeMs : 0;
if (process.env.EDITOR_ORIGIN?.trim() && editorBuiltAt < Math.max(...sources.map(newestMtime))) {
  console.log("Building the editor…");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "-c", "editor/vite.config.ts"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
