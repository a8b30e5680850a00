import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startPostgres, type TestPostgres } from "./postgres.ts";

/**
 * For a test file that runs on both stores: a throw-away PostgreSQL server started before its
 * tests, and temporary directories (SQLite data, server data), all removed after them.
 */
export function useTestStores(prefix: string) {
  const dirs: string[] = [];
  let postgres: TestPostgres | undefined;
  let databases = 0;

  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);

  afterAll(async () => {
    await postgres?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  return {
    /** A fresh temporary directory, removed after the file's tests. */
    tempDir(name = prefix): string {
      const dir = mkdtempSync(join(tmpdir(), `${name}-`));
      dirs.push(dir);
      return dir;
    },
    /** The URL of a fresh database on the file's server (named, or numbered). */
    async database(name = `${prefix.replaceAll("-", "_")}_${++databases}`): Promise<string> {
      return (await postgres?.createDatabase(name)) ?? "";
    },
  };
}
