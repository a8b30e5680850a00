// `npm run bench`: prints the figures the speed and size targets are judged by.
// 1) per route: JavaScript and CSS the page loads (raw and brotli), from the build;
// 2) per route: Lighthouse mobile scores (performance, accessibility, best practices, SEO)
//    against the production server in Debian's Chromium.
// It asserts nothing: tests assert behaviour, this prints numbers.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { prerenderPaths } from "../app/content/paths.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const client = join(buildDir, "client");
const port = Number(process.env.BENCH_PORT ?? 4199);
const only = process.argv.slice(2);
const routes = only.length ? only : prerenderPaths.filter((p) => !p.endsWith("404"));

function htmlOf(route: string) {
  return readFileSync(join(client, route, "index.html"), "utf8");
}

/** The page's scripts and styles: what its HTML names, plus every chunk those import statically. */
function pageAssets(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    if (!url.endsWith(".js")) continue;
    const code = readFileSync(join(client, url), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

function assetSizes(html: string) {
  let js = 0;
  let jsBr = 0;
  let css = 0;
  for (const url of pageAssets(html)) {
    const body = readFileSync(join(client, url));
    const br = brotliCompressSync(body).length;
    if (url.endsWith(".js")) {
      js += body.length;
      jsBr += br;
    } else css += br;
  }
  return { js, jsBr, css };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

console.log("\nBundle per route (JS raw / JS brotli / CSS brotli / HTML brotli)");
for (const route of routes) {
  const html = htmlOf(route);
  const { js, jsBr, css } = assetSizes(html);
  const htmlBr = brotliCompressSync(Buffer.from(html)).length;
  console.log(
    `  ${route.padEnd(28)} ${kb(js).padStart(9)} ${kb(jsBr).padStart(9)} ${kb(css).padStart(8)} ${kb(htmlBr).padStart(8)}`,
  );
}

let lighthouse: typeof import("lighthouse").default;
let chromeLauncher: typeof import("chrome-launcher");
try {
  lighthouse = (await import("lighthouse")).default;
  chromeLauncher = await import("chrome-launcher");
} catch {
  console.log("\nLighthouse is not installed: skipping scores (npm install lighthouse).");
  process.exit(0);
}

const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    LOG_LEVEL: "warn",
    DATA_DIR: join(buildDir, "bench-data"),
  },
  stdio: "inherit",
});
for (let i = 0; ; i++) {
  const ok = await fetch(`http://127.0.0.1:${port}/`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 100) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

// The first run after Chromium starts reports no paint: warm up once, unreported.
await lighthouse(`http://127.0.0.1:${port}/`, { port: chrome.port, logLevel: "error" });

console.log("\nLighthouse, mobile (performance / accessibility / best practices / SEO)");
try {
  for (const route of routes) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const c = result?.lhr.categories;
    const score = (key: string) => String(Math.round((c?.[key]?.score ?? 0) * 100)).padStart(4);
    const audits = result?.lhr.audits;
    const lcp = audits?.["largest-contentful-paint"]?.displayValue ?? "";
    const tbt = audits?.["total-blocking-time"]?.displayValue ?? "";
    console.log(
      `  ${route.padEnd(28)} ${score("performance")} ${score("accessibility")} ${score("best-practices")} ${score("seo")}   LCP ${lcp}, TBT ${tbt}`,
    );
  }
} finally {
  chrome.kill();
  server.kill();
}
