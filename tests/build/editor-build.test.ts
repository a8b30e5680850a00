import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CHROMIUM_LAUNCH } from "../../scripts/chromium.ts";
import { buildTestApp, type TestApp } from "../support/test-app.ts";

// The editor served on its own origin (decision 0026), from the build npm test makes
// (npm run build:test builds the editor too): nothing of it in the public site, and its page
// loading in Chromium on the editor's origin, under its own policy, without a console error.
const buildDir = process.env.BUILD_DIR ?? "build";

/** Every file under `dir`, as paths. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

test("nothing of the editor in the public site's build", () => {
  const found = filesUnder(join(buildDir, "client")).filter((file) =>
    /keystatic|editor-settings/i.test(readFileSync(file, "latin1")),
  );
  expect(found).toEqual([]);
  // and the editor's build is beside the site's, never in it
  expect(filesUnder(join(buildDir, "editor")).some((file) => file.endsWith("index.html"))).toBe(
    true,
  );
});

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp(
    {
      BUILD_DIR: buildDir,
      EDITOR_ORIGIN: "http://cms.example.test",
      KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.client",
      KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-value",
      KEYSTATIC_SECRET: "k".repeat(40),
      PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "example-website-editor",
      KEYSTATIC_GITHUB_REPO: "example/website",
    },
    { listen: true },
  );
});
afterAll(() => app?.close());

test("the editor's page loads on its origin under its policy, without a console error", async () => {
  // cms.example.test:80 is this server's loopback port, as a DNS record and a proxy would make it
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      `--host-resolver-rules=MAP cms.example.test:80 127.0.0.1:${app.port}`,
      // https in production: the origin counts as secure here too (COOP, Secure cookies)
      "--unsafely-treat-insecure-origin-as-secure=http://cms.example.test",
    ],
  });
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // signed out, Keystatic's first call (the refresh) answers 401: its cue to offer sign-in
      const signedOut =
        message.location().url.endsWith("/api/keystatic/github/refresh-token") &&
        message.text().includes("401");
      if (!signedOut) problems.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(error.message));
    // GitHub is not reachable here: its API calls fail as network errors, named apart
    const offline: string[] = [];
    await page.route(/^https:\/\//, (route) => {
      offline.push(route.request().url());
      return route.abort();
    });
    const answer = await page.goto("http://cms.example.test/keystatic");
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // signed out, our first screen (editor/sign-in.tsx) offers the sign-in with GitHub
    await expect
      .poll(() => page.getByText(/Sign in with GitHub/i).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(offline).toEqual([]);
  } finally {
    await browser.close();
  }
});
