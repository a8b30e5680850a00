import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePorts } from "../../server/test-support/free-ports.ts";
import { startServer } from "../../server/test-support/server-process.ts";

/** Builds the site from the checkout's content/ into a folder of its own and serves it. */
export async function buildAndServe() {
  const buildDir = mkdtempSync(join(tmpdir(), "editor-build-"));
  const build = spawnSync(join("node_modules", ".bin", "astro"), ["build"], {
    env: { ...process.env, BUILD_DIR: buildDir, ASTRO_TELEMETRY_DISABLED: "1", KEYSTATIC: "" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  const [port] = await freePorts(1);
  const dataDir = mkdtempSync(join(tmpdir(), "editor-data-"));
  const server = await startServer({ PORT: String(port), BUILD_DIR: buildDir, DATA_DIR: dataDir });
  return {
    url: server.url,
    close: async () => {
      await server.stop();
      for (const dir of [buildDir, dataDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
