import { defineConfig } from "vitest/config";
import { TEST_TODAY } from "./tests/support/site-today.ts";

// Units and components are tested in isolation; a stray .only fails the run.
export default defineConfig({
  test: {
    include: [
      "{app,common,server,scripts,integrations,editor}/**/*.test.{ts,tsx}",
      "tests/build/*.test.ts",
    ],
    environment: "node",
    // the content as on the tests' day, in the tests and in every build they start
    // (tests/support/site-today.ts)
    env: { SITE_TODAY: TEST_TODAY },
    setupFiles: ["./tests/vitest-setup.ts", "./tests/support/vitest-build-day.ts"],
    testTimeout: 30_000,
    allowOnly: false,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on this 2-core CI machine, where
    // most files wait on a real server, relay or PostgreSQL. Two halve the stage (docs/testing.md).
    maxWorkers: 2,
  },
});
