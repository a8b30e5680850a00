import { defineConfig } from "vitest/config";

// Units and components are tested in isolation; a stray .only fails the run.
export default defineConfig({
  test: {
    include: [
      "{app,common,server,scripts,integrations}/**/*.test.{ts,tsx}",
      "tests/build/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 30_000,
    allowOnly: false,
    pool: "forks",
  },
});
