import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium: Playwright's own browser download does not work on this machine.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        // the Pixel preset asks for Playwright's bundled Chromium; use Debian's instead
        defaultBrowserType: "chromium",
      },
    },
  ],
  // The production server, on the build made by `npm run build` (npm test builds first).
  webServer: {
    command: `node server/main.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      DATA_DIR: "test-results/e2e-data",
      RATE_LIMIT_MAX: "0",
    },
  },
});
