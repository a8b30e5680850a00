import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ANY_WIDTH,
  ANY_WIDTH_FILES,
  DESKTOP_ONLY,
  MOBILE_ONLY,
  TOUCH_ONLY,
} from "./tests/e2e/viewports.ts";
import { assertTestBuild, TEST_TODAY } from "./tests/support/site-today.ts";
import { CHROMIUM_LAUNCH } from "./scripts/chromium.ts";

// The site as on the tests' day, whatever the date: the build the server serves must have been
// made as of that day (`npm run build:test`), and the specs (which read the content to know
// what to expect) and the builds some of them make read the same day (workers inherit it).
process.env.SITE_TODAY = TEST_TODAY;
assertTestBuild();

// Free ports, chosen once by the main process (workers inherit them through the
// environment), so two checkouts or a leftover process never collide or get tested instead.
function freePorts(count: number): number[] {
  const script = `const net=require("node:net");const s=[];let n=${count};
    for(let i=0;i<${count};i++){const v=net.createServer();s.push(v);v.listen(0,"127.0.0.1",()=>{if(--n===0){
    console.log(s.map(x=>x.address().port).join(","));s.forEach(x=>x.close());}});}`;
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })
    .trim()
    .split(",")
    .map(Number);
}
if (!process.env.E2E_PORT) {
  const [site, smtp, mailbox] = freePorts(3);
  Object.assign(process.env, {
    E2E_PORT: String(site),
    E2E_SMTP_PORT: String(smtp),
    E2E_MAILBOX_PORT: String(mailbox),
    // outside test-results/, which every Playwright run empties when it starts: another run
    // in the same checkout must not delete this run's outbox under its server
    E2E_DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-outbox-")),
  });
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT);

const chromium = CHROMIUM_LAUNCH;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // a flaky test is a failing test; a stray .only fails the run
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // room for a shared two-core machine: whole-form journeys with a hydration wait and axe
  // scans have passed 30 s under load; a timeout is a safety net, never a speed check
  timeout: 60_000,
  // no test waits for a form's island before acting, so the first expectation on a form also
  // waits for its code (the site's largest download) on a machine that may be busy
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      grepInvert: [new RegExp(MOBILE_ONLY), new RegExp(TOUCH_ONLY)],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      // each behaviour once, at the width where it differs (tests/e2e/viewports.ts)
      grepInvert: [new RegExp(DESKTOP_ONLY), new RegExp(ANY_WIDTH)],
      testIgnore: ANY_WIDTH_FILES.map((file) => `**/${file}`),
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        // Layout, touch and behaviour are the phone's; pixels are drawn at 1x, since no test
        // reads them, and software-rasterising every paint at the Pixel's 2.6x cost the
        // mobile project about a seventh of its time (screenshots for review use 2x or 3x).
        deviceScaleFactor: 1,
        // the Pixel preset asks for Playwright's bundled Chromium; use Debian's instead
        defaultBrowserType: "chromium",
      },
    },
  ],
  // A real SMTP server on loopback, then the production server on the build made by
  // `npm run build:test` (npm test builds first), delivering the forms' mail to that SMTP server.
  webServer: [
    {
      command: "node tests/e2e/mailbox-server.ts",
      url: `http://127.0.0.1:${mailboxPort}/health`,
      // always the server under test, never a leftover one holding an old build
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    },
    {
      command: "node server/main.ts",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR!,
        RATE_LIMIT_MAX: "0",
        // The spam check is on, as in production (decision 0020); the specs act before a
        // challenge can be solved and all post from one address, so posts without a solution
        // are not limited here (server/spam.integration.test.ts tests that limit).
        SPAM_CHECK: "on",
        UNVERIFIED_MAX_PER_HOUR: "0",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // the security-review pack is on with its links' origin (decision 0029)
        SITE_URL: baseURL,
        OUTBOX_RETRY_MIN_MS: "200",
        OUTBOX_RETRY_MAX_MS: "1000",
        LOG_LEVEL: "warn",
      },
    },
  ],
});
