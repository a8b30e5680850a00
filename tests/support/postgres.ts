import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

// A real, throw-away PostgreSQL server for tests: Debian's `postgresql` package (installed by
// .ci/run), a fresh data directory in /tmp, a free loopback port, no fsync. PostgreSQL will
// not run as root, so under root it runs as the `postgres` user.
//
// No fsync is safe for `crash()`: -m immediate ends PostgreSQL's processes, not the machine,
// and a commit already written to the operating system survives them. Commits stay
// synchronous, though: with synchronous_commit=off a commit is acknowledged before its WAL
// leaves PostgreSQL's memory, and -m immediate then forgets it (of 20 inserts made just before
// a crash, 9 were left after the restart, every time). The outage test saw that as the
// server's fault: a message marked sent came back and was delivered twice, an enquiry
// answered 200 vanished.

export interface TestPostgres {
  /** postgres://… of a fresh database for one test file */
  url: string;
  /** a new, empty database on the same server */
  createDatabase(name: string): Promise<string>;
  /**
   * an outage: `pg_ctl stop -m immediate` (no checkpoint, every connection cut); every
   * commit it acknowledged before is still there after `restart()`
   */
  crash(): Promise<void>;
  /** starts it again on the same port and data (crash recovery first); resolves when it accepts connections */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "postgres")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "PostgreSQL server binaries not found: apt-get install postgresql (as .ci/run does), or set PG_BIN",
    );
  }
  return join(root, versions[0], "bin");
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

function asUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"]).stdout.toString().trim());
  const uid = id("-u");
  if (!Number.isInteger(uid) || uid <= 0) throw new Error("running as root needs a postgres user");
  return { uid, gid: id("-g") };
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const user = asUser();
  const dir = mkdtempSync(join(tmpdir(), "outbox-pg-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const init = spawnSync(
    join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"],
    { ...user, encoding: "utf8" },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}${init.stdout}`);
  const port = await freePort();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server = await launch(bin, data, dir, port, user, admin);

  const createDatabase = async (name: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };

  return {
    url: await createDatabase("outbox_test"),
    createDatabase,
    crash: async () => {
      const stopped = spawnSync(
        join(bin, "pg_ctl"),
        ["-D", data, "stop", "-m", "immediate", "-w"],
        { ...user, encoding: "utf8" },
      );
      if (stopped.status !== 0) throw new Error(`pg_ctl stop failed: ${stopped.stderr}`);
      await server.exited;
    },
    restart: async () => {
      server = await launch(bin, data, dir, port, user, admin);
    },
    stop: async () => {
      if (server.child.exitCode === null) {
        server.child.kill("SIGINT"); // fast shutdown
        await server.exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the postgres server on `data` and waits until it accepts connections. */
async function launch(
  bin: string,
  data: string,
  dir: string,
  port: number,
  user: { uid: number; gid: number } | undefined,
  admin: string,
): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const child: ChildProcess = spawn(
    join(bin, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=100",
    ],
    { ...user, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, "exit");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited:\n${log}`);
    const client = new pg.Client({ connectionString: admin });
    try {
      await client.connect();
      await client.end();
      return { child, exited };
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`postgres did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
