import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";

// Starts the real server (`node server/main.ts`) as a child process on loopback, the way
// `npm start` runs it, so tests see real sockets, real exits and real restarts.

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const NODE = "./node_modules/.bin/node";

/**
 * The settings every test server starts with, under the test's own (tests/support/test-app.ts
 * uses them too). The spam check is off unless a test turns it on (SPAM_CHECK=on): tests post
 * many forms from one address without solving challenges (server/spam.integration.test.ts does).
 */
export const SERVER_TEST_ENV: Readonly<Record<string, string>> = {
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SPAM_CHECK: "off",
};

export function runServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(NODE, ["server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", ...SERVER_TEST_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close", not "exit": by then every line the server wrote has been read into `output`
  const exit = once(child, "close").then(([code]) => code as number | null);
  return { child, output: () => output, exit };
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT;
  if (!port) throw new Error("PORT is required");
  const url = `http://127.0.0.1:${port}`;
  // A leftover server on the port would answer in place of the new one.
  const busy = await fetch(url, { redirect: "manual" }).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use`);
  const { child, output, exit } = runServer(env);
  let exited = false;
  void exit.then(() => (exited = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${output()}`);
    try {
      await fetch(`${url}/demo-scheduler`, { redirect: "manual" });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`server did not start:\n${output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    child,
    output,
    stop: async (signal = "SIGTERM") => {
      if (exited) return;
      child.kill(signal);
      await exit;
    },
  };
}

/** `npm run outbox` against a data directory; resolves with its output. */
export async function outboxCli(
  dataDir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(NODE, ["server/outbox-cli.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output };
}
