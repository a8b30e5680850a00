import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { TEST_TODAY } from "./tests/support/site-today.ts";
import { CHROMIUM_LAUNCH } from "./scripts/chromium.ts";

// The editor's own browser test (tests/editor/): it runs `npm run edit` (Astro's dev server
// with Keystatic), whose first load optimises the editor's dependencies and is slow.
if (!process.env.EDIT_PORT) {
  const script = `const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})`;
  process.env.EDIT_PORT = execFileSync(process.execPath, ["-e", script], {
    encoding: "utf8",
  }).trim();
}
const editorUrl = `http://127.0.0.1:${process.env.EDIT_PORT}`;
// the content as on the tests' day: in the editor's dev server, the specs and the builds they
// make (tests/support/site-today.ts)
process.env.SITE_TODAY = TEST_TODAY;

export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: editorUrl,
    // a failure keeps its trace (test-results/…/trace.zip: npx playwright show-trace), so a
    // flake seen once in CI can be read afterwards
    trace: "retain-on-failure",
    viewport: { width: 1280, height: 900 },
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: "npm run edit",
    url: `${editorUrl}/keystatic`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { EDIT_PORT: process.env.EDIT_PORT },
  },
});
