// `npm run bench`: the figures the speed and size targets are judged by, each beside its own
// control measured in the same run (the machine is shared and noisy; only same-run figures
// compare). The control is a copy of this build with every <script> removed: what the
// pages would score if they shipped no JavaScript at all.
//   npm run bench                     every route, 3 interleaved runs
//   npm run bench -- / /contact       some routes
//   BENCH_RUNS=5 npm run bench        more runs (medians are printed)
//   BENCH_BASELINE=build-old npm run bench   also measure another build (e.g. a previous
//                                     release), in the same interleaved runs
// It asserts nothing: tests assert behaviour and byte budgets, this prints numbers.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import { rewritePages } from "../integrations/built-pages.ts";
import { pageWeight } from "./page-weight.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
const runs = Number(process.env.BENCH_RUNS ?? 3);
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
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
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
  };
}

const builds: { name: string; dir: string; port: number }[] = [
  { name: "site", dir: buildDir, port: 4601 },
  { name: "control", dir: makeControl(), port: 4602 },
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

const row = (f: Figures) =>
  `${[f.performance, f.accessibility, f.bestPractices, f.seo].map((n) => String(n).padStart(3)).join(" ")}` +
  ` ${(f.fcp / 1000).toFixed(2).padStart(5)} s ${(f.lcp / 1000).toFixed(2).padStart(5)} s` +
  ` ${Math.round(f.tbt).toString().padStart(5)} ms ${f.cls.toFixed(3)}` +
  ` ${f.jsKb.toFixed(1).padStart(6)} kB ${String(f.requests).padStart(3)}`;

/** One Lighthouse run; a run with no figures is tried again, up to three times. */
async function measureRetried(url: string, port: number): Promise<Figures> {
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
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) server.kill();
}

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
  };
};

console.log(
  `\nLighthouse mobile, medians of ${runs} interleaved runs: perf a11y bp seo, FCP, LCP, TBT, CLS, JS transferred, requests`,
);
for (const route of routes) {
  const site = medians(`site ${route}`);
  const control = medians(`control ${route}`);
  console.log(`  ${route}`);
  for (const build of builds)
    console.log(`    ${build.name.padEnd(9)} ${row(medians(`${build.name} ${route}`))}`);
  console.log(
    `    vs control: performance ${site.performance - control.performance >= 0 ? "+" : ""}${site.performance - control.performance}, TBT +${Math.round(site.tbt - control.tbt)} ms, JS +${(site.jsKb - control.jsKb).toFixed(1)} kB, requests +${site.requests - control.requests}`,
  );
}

// The load section (autocannon on loopback, bounded): pages, a hashed asset and form POSTs.
// BENCH_LOAD=0 skips it; `npm run bench:load` runs it alone.
if (process.env.BENCH_LOAD !== "0") {
  console.log("\nLoad (scripts/bench-load.ts)");
  await import("./bench-load.ts");
}
