// Debian's Chromium: Playwright's own browser download does not work on this machine.
// The launch options of every Chromium the project starts: the browser tests (playwright.config.ts,
// playwright.editor.config.ts, tests/build/editor-build.test.ts) and the bench (scripts/bench.ts).
// The background-networking flags matter here: without them Chromium's own connections are
// refused by this machine's closed network, many at a time.
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
