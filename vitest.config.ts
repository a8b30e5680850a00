import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin: units and components are tested in isolation.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["{app,common,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./tests/vitest-setup.ts"],
    testTimeout: 30_000,
    pool: "forks",
  },
});
