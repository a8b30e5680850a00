// `npm run bench`: the figures the speed and size targets are judged by, each beside its own
// control and the floor, measured in the same run (the machine is shared and noisy; only
// same-run figures compare). The control is a copy of this build with every <script>
// removed: what the pages would score if they shipped no JavaScript at all. The floor is a
// bare page (one heading, one paragraph, the system font, no stylesheet) served by the same
// server at every route, beside the same files: the fastest any page can paint here
// (decision 0024).
//   npm run bench                     every route, 3 interleaved runs
//   npm run bench -- / /contact       some routes
//   BENCH_RUNS=5 npm run bench        more runs (medians are printed)
//   BENCH_BASELINE=build-old npm run bench   also measure another build (e.g. a previous
//                                     release), in the same interleaved runs
//   BENCH_THROTTLING=devtools npm run bench  applied throttling (the real browser slowed to
//                                     the same network and 4× CPU) instead of Lighthouse's
//                                     simulation (Lantern); docs/performance.md says which
//                                     model says what
// It asserts nothing: tests assert behaviour and byte budgets, this prints numbers: per route
// the medians, then each route's FCP and LCP as a ratio to the floor's and the control's (a
// Markdown table for docs/performance.md), then each route's blocking time beside its
// control's, flagged where ours is more than TBT_MARGIN_MS above it (issue 47), then where the
// time goes (Lighthouse's breakdown, with the long tasks of the site and of the control).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { rewritePages } from "../integrations/built-pages.ts";
import { breakdown, type Breakdown } from "./bench-breakdown.ts";
import { pageWeight } from "./page-weight.ts";
import { CHROMIUM_LAUNCH } from "./chromium.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttling = process.env.BENCH_THROTTLING ?? "simulate";
if (throttling !== "simulate" && throttling !== "devtools") {
  throw new Error(`BENCH_THROTTLING: "simulate" (the default) or "devtools", not "${throttling}"`);
}
const throttlingMethod: "simulate" | "devtools" = throttling;
/** How far above its script-free control a route's total blocking time may be (issue 47). */
const TBT_MARGIN_MS = 50;
const only = process.argv.slice(2);
const routes = only.length > 0 ? only : [...pagePaths, paths.notFound];

/** The same pages with every script removed: the control. */
function makeControl(): string {
  const dir = `${buildDir}-control`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(buildDir, "client"), join(dir, "client"), { recursive: true });
  rewritePages(join(dir, "client"), (html) =>
    html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""),
  );
  return dir;
}

/** The bare page, one heading and one paragraph, in the system font, with no stylesheet. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
  "<body><h1>A bare page</h1><p>One heading, one paragraph, the system font and no stylesheet: " +
  "the fastest a page can paint on this server.</p></body></html>";

/**
 * The floor: a copy of this build with every page replaced by the bare page, so the same
 * server serves it with the same headers, and what the browser asks for on its own (the
 * /favicon.ico of a page that names no icon) is there as it is for the site.
 */
function makeFloor(): string {
  const dir = `${buildDir}-floor`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(buildDir, "client"), join(dir, "client"), { recursive: true });
  rewritePages(join(dir, "client"), () => FLOOR_PAGE);
  return dir;
}

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: dir,
      LOG_LEVEL: "warn",
      DATA_DIR: join(dir, "bench-data"),
    },
    stdio: "inherit",
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    if (i > 100) throw new Error(`the server for ${dir} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  requests: number;
  /** transfer size of the HTML document (headers and compressed body) */
  htmlKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(url: string, port: number): Promise<Figures & { breakdown: Breakdown }> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    throttlingMethod,
    // the 404 page is answered with its status on purpose; every other page must be a 200
    ignoreStatusCode: new URL(url).pathname === paths.notFound,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // A run Chromium did not paint in (NO_FCP, a lost target) has no figures: it is not a zero.
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.code);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  const items = ((audits["resource-summary"]?.details as { items?: unknown[] } | undefined)
    ?.items ?? []) as { resourceType: string; transferSize: number; requestCount: number }[];
  const of = (type: string) => items.find((item) => item.resourceType === type);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsKb: (of("script")?.transferSize ?? 0) / 1024,
    requests: of("total")?.requestCount ?? 0,
    htmlKb: (of("document")?.transferSize ?? 0) / 1024,
    breakdown: breakdown(result.lhr),
  };
}

const builds: { name: string; dir: string; port: number }[] = [
  { name: "site", dir: buildDir, port: 4601 },
  { name: "control", dir: makeControl(), port: 4602 },
  { name: "floor", dir: makeFloor(), port: 4604 },
];
if (process.env.BENCH_BASELINE) {
  builds.push({ name: "baseline", dir: process.env.BENCH_BASELINE, port: 4603 });
}

console.log("\nJavaScript before interaction (brotli, from the build)");
for (const route of routes) {
  const file = join(buildDir, "client", route === "/" ? "" : route, "index.html");
  const { jsBrotli } = pageWeight(join(buildDir, "client"), readFileSync(file, "utf8"));
  console.log(`  ${route.padEnd(28)} ${(jsBrotli / 1024).toFixed(1).padStart(6)} kB`);
}

const servers = await Promise.all(builds.map((build) => startServer(build.dir, build.port)));
// The server compresses each file on its first request and keeps it (server/static.ts): ask
// for every page once, so no run measures the compression instead of the page.
for (const build of builds) {
  for (const route of routes) {
    await fetch(`http://127.0.0.1:${build.port}${route}`, {
      headers: { "accept-encoding": "br" },
    }).then((response) => response.arrayBuffer());
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_LAUNCH.executablePath,
  chromeFlags: ["--headless=new", ...CHROMIUM_LAUNCH.args],
});

const row = (f: Figures) =>
  `${[f.performance, f.accessibility, f.bestPractices, f.seo].map((n) => String(n).padStart(3)).join(" ")}` +
  ` ${(f.fcp / 1000).toFixed(2).padStart(5)} s ${(f.lcp / 1000).toFixed(2).padStart(5)} s` +
  ` ${Math.round(f.tbt).toString().padStart(5)} ms ${f.cls.toFixed(3)}` +
  ` ${f.jsKb.toFixed(1).padStart(6)} kB ${String(f.requests).padStart(3)}` +
  ` ${f.htmlKb.toFixed(1).padStart(5)} kB`;

/** One Lighthouse run; a run with no figures is tried again, up to three times. */
async function measureRetried(
  url: string,
  port: number,
): Promise<Figures & { breakdown: Breakdown }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  ${url}: ${String(error)}; trying again`);
    }
  }
}

const results = new Map<string, Figures[]>();
/** Lighthouse's breakdown of each page's last run */
const breakdowns = new Map<string, Breakdown>();
try {
  // The first run after Chromium starts reports no paint (or fails outright: NO_NAVSTART was
  // seen): warm up once, unreported.
  await measure(`http://127.0.0.1:${builds[0]!.port}/`, chrome.port).catch(() => undefined);
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (const build of builds) {
        const figures = await measureRetried(`http://127.0.0.1:${build.port}${route}`, chrome.port);
        const key = `${build.name} ${route}`;
        // each figure as it comes, so a long run that dies still leaves what it measured
        console.error(
          `  run ${run + 1}/${runs} ${build.name.padEnd(9)} ${route.padEnd(28)} ${row(figures)}`,
        );
        const { breakdown: parts, ...numbers } = figures;
        results.set(key, [...(results.get(key) ?? []), numbers]);
        breakdowns.set(key, parts);
      }
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) server.kill();
}

const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;

const medians = (key: string): Figures => {
  const list = results.get(key) ?? [];
  const pick = (field: keyof Figures) => median(list.map((figures) => figures[field]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsKb: pick("jsKb"),
    requests: pick("requests"),
    htmlKb: pick("htmlKb"),
  };
};

console.log(
  `\nLighthouse mobile (${throttlingMethod === "simulate" ? "simulated throttling" : "applied throttling"}), medians of ${runs} interleaved runs: perf a11y bp seo, FCP, LCP, TBT, CLS, JS transferred, requests, HTML transferred`,
);
for (const route of routes) {
  const site = medians(`site ${route}`);
  const control = medians(`control ${route}`);
  console.log(`  ${route}`);
  for (const build of builds)
    console.log(`    ${build.name.padEnd(9)} ${row(medians(`${build.name} ${route}`))}`);
  const floor = medians(`floor ${route}`);
  console.log(
    `    vs control: performance ${signed(site.performance - control.performance)}, TBT ${signed(Math.round(site.tbt - control.tbt))} ms, JS +${(site.jsKb - control.jsKb).toFixed(1)} kB, requests +${site.requests - control.requests}`,
  );
  console.log(
    `    vs floor: FCP ×${(site.fcp / floor.fcp).toFixed(2)}, LCP ×${(site.lcp / floor.lcp).toFixed(2)}`,
  );
}

// The table of docs/performance.md: each route's FCP and LCP against the floor's and the
// control's, measured in the same runs (the floor at the same route, beside it in time).
const ratio = (a: number, b: number) => `×${(a / b).toFixed(2)}`;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const others = builds.filter((build) => build.name === "baseline");
console.log(
  `\n| route | performance | FCP s | LCP s | FCP ÷ floor | LCP ÷ floor | FCP ÷ control | LCP ÷ control | TBT ms | CLS | HTML kB |${others.map(() => " baseline FCP ÷ floor | baseline LCP ÷ floor |").join("")}`,
);
console.log(`|${" --- |".repeat(11 + others.length * 2)}`);
for (const route of routes) {
  const site = medians(`site ${route}`);
  const control = medians(`control ${route}`);
  const floor = medians(`floor ${route}`);
  const cells = [
    `\`${route}\``,
    `${site.performance} / ${control.performance}`,
    `${seconds(site.fcp)} (floor ${seconds(floor.fcp)})`,
    `${seconds(site.lcp)} (floor ${seconds(floor.lcp)})`,
    ratio(site.fcp, floor.fcp),
    ratio(site.lcp, floor.lcp),
    ratio(site.fcp, control.fcp),
    ratio(site.lcp, control.lcp),
    `${Math.round(site.tbt)} / ${Math.round(control.tbt)}`,
    site.cls.toFixed(3),
    site.htmlKb.toFixed(1),
  ];
  for (const other of others) {
    const figures = medians(`${other.name} ${route}`);
    cells.push(ratio(figures.fcp, floor.fcp), ratio(figures.lcp, floor.lcp));
  }
  console.log(`| ${cells.join(" | ")} |`);
}

// Blocking time: each route beside its script-free control, in the same runs. The machine's
// own noise moves both; what the site adds is the difference (issue 47).
console.log(
  `\nTotal blocking time beside the script-free control (medians; flagged: more than ${TBT_MARGIN_MS} ms above it, or performance more than 2 below it)`,
);
console.log(
  `| route | TBT ms site / control | site − control | performance site / control | FCP ÷ control | |`,
);
console.log(`|${" --- |".repeat(6)}`);
const flagged: string[] = [];
for (const route of routes) {
  const site = medians(`site ${route}`);
  const control = medians(`control ${route}`);
  const over = site.tbt - control.tbt > TBT_MARGIN_MS;
  const slower = site.performance < control.performance - 2;
  if (over || slower) flagged.push(route);
  const flags = [over ? "⚠ TBT" : "", slower ? "⚠ performance" : ""].filter(Boolean).join(", ");
  console.log(
    `| \`${route}\` | ${Math.round(site.tbt)} / ${Math.round(control.tbt)} | ${signed(Math.round(site.tbt - control.tbt))} | ${site.performance} / ${control.performance} | ${ratio(site.fcp, control.fcp)} | ${flags || "ok"} |`,
  );
}
console.log(
  flagged.length > 0
    ? `  ${flagged.length} route(s) flagged: ${flagged.join(", ")}`
    : `  every route within ${TBT_MARGIN_MS} ms of its control's TBT and 2 points of its performance`,
);

console.log("\nWhere the time goes (Lighthouse's breakdown of each page's last run)");
for (const route of routes) {
  for (const build of builds) {
    const parts = breakdowns.get(`${build.name} ${route}`);
    if (parts) console.log(`  ${route} ${build.name}\n${parts.text}`);
  }
}

// The load section (autocannon on loopback, bounded): pages, a hashed asset and form POSTs.
// BENCH_LOAD=0 skips it; `npm run bench:load` runs it alone.
if (process.env.BENCH_LOAD !== "0") {
  console.log("\nLoad (scripts/bench-load.ts)");
  await import("./bench-load.ts");
}
