// Debian's Chromium: Playwright's own browser download does not work on this machine.
// The launch options of every browser test (playwright.config.ts, tests/build/editor-build.test.ts).
export const CHROMIUM_LAUNCH = {
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
