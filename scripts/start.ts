// `npm start`: builds the site when the build is missing or older than its sources, then
// runs the production server (site + /send-email) on PORT (default 3000).
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

await import("../server/main.ts");
