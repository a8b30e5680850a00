import { defineConfig } from "vitest/config";
import { TEST_TODAY } from "./tests/support/site-today.ts";

// Units and components are tested in isolation; a stray .only fails the run.
export default defineConfig({
  test: {
    include: [
      "{app,common,server,scripts,integrations}/**/*.test.{ts,tsx}",
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
  },
});
