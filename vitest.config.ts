import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Units and components are tested in isolation; a stray .only fails the run.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 30_000,
    allowOnly: false,
    pool: "forks",
  },
});
