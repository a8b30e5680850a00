// npm run bench:load — load figures for the production server on loopback (bounded runs):
// pages and a hashed asset at high concurrency, and POST /send-email at a realistic and at
// an abusive rate. Reports requests/s, p99 latency, errors and the server's memory before
// and after. Needs a build (npm run build). Uses a throw-away DATA_DIR and no relay.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const assets = (() => {
  try {
    return readdirSync(join(BUILD_DIR, "client", "assets")).filter((f) => f.endsWith(".js"));
  } catch {
    return [];
  }
})();
if (assets.length === 0) {
  console.error(`No build in ${BUILD_DIR}/client: run "npm run build" first.`);
  process.exit(1);
}

/**
 * A server of the tree at `root` (this one by default) on a throw-away DATA_DIR. BENCH_COMPARE
 * ("name=dir,name=dir": other checkouts, e.g. the commit before a change) runs only the POST
 * scenarios, against each tree in turn, BENCH_ROUNDS times over (3), in one run (decision
 * 0033's measure).
 */
async function start(root = ".") {
  const data = mkdtempSync(join(tmpdir(), "bench-load-"));
  const server = spawn(process.execPath, ["--expose-gc", join(root, "server/main.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: resolve(BUILD_DIR),
      DATA_DIR: data,
      LOG_LEVEL: "info",
      RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? "5",
      // 0 lets every post reach the store (the default ceiling answers most of a flood 503)
      OUTBOX_MAX_PER_MINUTE: process.env.OUTBOX_MAX_PER_MINUTE ?? "60",
      // the form posts come from a script without a browser's proof of work: the load figures
      // measure the pipeline, not the spam check's stricter limit (decision 0020)
      SPAM_CHECK: process.env.SPAM_CHECK ?? "off",
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    server.on("exit", () => reject(new Error(`server exited:\n${out}`)));
  });
  server.stdout.resume();
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(data, { recursive: true, force: true });
  };
  return { url, server, stop };
}

async function memory(pid = 0): Promise<string> {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? "0";
  return `${Math.round(Number(rss) / 1024)} MB RSS`;
}

function form(i: number): { body: string; boundary: string } {
  const boundary = `----bench${i}`;
  const fields: Record<string, string> = {
    form: "general",
    sender_address: "load.test@mail.test",
    receiver_address: process.env.MAIL_TO ?? "info@example.com",
    subject: `Load test ${i}`,
    body: "",
    name: "Load Test",
    email: "load.test@mail.test",
    phone: "+14155550123",
    message: `Benchmark message ${i}`,
    website: "",
  };
  const body =
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`;
  return { body, boundary };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  statuses: string;
  /** the server's CPU time (all its threads) per answered request: steadier than req/s on a busy machine */
  cpuMs: number | undefined;
}
const rows: Row[] = [];

/** CPU time a process has used so far (user + system, all threads), in milliseconds. */
function cpuTime(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  // fields after the command's closing parenthesis: utime and stime are the 12th and 13th
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function run(name: string, options: autocannon.Options, pid?: number): Promise<void> {
  const cpuBefore = cpuTime(pid);
  const result = await autocannon({ duration: SECONDS, ...options });
  const cpuAfter = cpuTime(pid);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${(stat as { count: number }).count}`)
    .join(" ");
  rows.push({
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100,
  });
}

let i = 0;
const post = (url: string, overallRate: number | undefined, connections: number) => ({
  url: `${url}/send-email`,
  connections,
  ...(overallRate ? { overallRate } : {}),
  requests: [
    {
      method: "POST" as const,
      setupRequest: (request: autocannon.Request) => {
        const { body, boundary } = form(++i);
        return {
          ...request,
          body,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        };
      },
    },
  ],
});
const compare = (process.env.BENCH_COMPARE ?? "")
  .split(",")
  .filter(Boolean)
  .map((pair) => pair.split("=") as [string, string]);
if (compare.length > 0) {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  for (let round = 1; round <= rounds; round++) {
    for (const [name, root] of compare) {
      const { url, server, stop } = await start(root);
      try {
        await run(`${name} #${round}: POST realistic (2/s)`, post(url, 2, 2), server.pid);
        await run(
          `${name} #${round}: POST abusive (500/s, 50 conns)`,
          post(url, 500, 50),
          server.pid,
        );
      } finally {
        stop();
      }
    }
  }
  console.log(
    `\nPOST compared (${SECONDS} s each, loopback, RATE_LIMIT_MAX=${process.env.RATE_LIMIT_MAX ?? 5})`,
  );
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      "req/s": r.rps,
      "p50 ms": r.p50,
      "p90 ms": r.p90,
      "p99 ms": r.p99,
      "CPU ms/req": r.cpuMs,
      errors: r.errors,
      statuses: r.statuses,
    })),
  );
  process.exit(0);
}

const { url, server, stop } = await start();
const before = await memory(server.pid);
try {
  await run("GET / (page)", { url: `${url}/`, connections: 100 });
  await run("GET /about (page, gzip)", {
    url: `${url}/about`,
    connections: 100,
    headers: { "accept-encoding": "gzip" },
  });
  await run(`GET /assets/${assets[0]} (hashed)`, {
    url: `${url}/assets/${assets[0]}`,
    connections: 100,
  });
  await run("POST /send-email, realistic (2/s)", post(url, 2, 2));
  await run("POST /send-email, abusive (500/s, 50 conns)", post(url, 500, 50));
  await run("GET / while POST flood (page)", { url: `${url}/`, connections: 20 });
} finally {
  const after = await memory(server.pid);
  console.log(`\nLoad bench (${SECONDS} s each, loopback, ${url})`);
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      "req/s": r.rps,
      "p99 ms": r.p99,
      errors: r.errors,
      statuses: r.statuses,
    })),
  );
  console.log(`server memory: before ${before}, after ${after}`);
  stop();
}
