import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The day every test build is made as of (`SITE_TODAY`, integrations/site-today.ts). Which
 * job openings a build lists depends on the day it is made: on the real day, the shipped
 * roles would leave every test build once their `validThrough` passed (2027-02-28) and the
 * careers, application, search-data and editor tests would start failing with no change to
 * the code. Pinned, the suite gives the same result whatever day it runs. Keep it on or after
 * the shipped roles' `datePosted` and before their `validThrough`.
 */
export const TEST_TODAY = "2026-11-20";

/**
 * `env` for a test build: `SITE_TODAY` pinned, no telemetry, and never a release build
 * (`RELEASE=0`, whatever `SITE_URL` says: the tests build the shipped sample content).
 */
export function testBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, ASTRO_TELEMETRY_DISABLED: "1", SITE_TODAY: TEST_TODAY, RELEASE: "0" };
}

/** The day the build in `buildDir` was made as of (the build writes it), if it says. */
export function builtAsOf(buildDir: string): string | undefined {
  const record = join(buildDir, "site-today");
  return existsSync(record) ? readFileSync(record, "utf8").trim() : undefined;
}

/**
 * Stops a test run that would read a build made as of another day than the tests expect (a
 * plain `npm run build` is made as of the real day): it would pass or fail depending on the
 * date, which is what pinning the day prevents.
 */
export function assertTestBuild(buildDir = process.env.BUILD_DIR ?? "build"): void {
  if (!existsSync(join(buildDir, "client", "index.html"))) return; // the tests say "no build"
  const day = builtAsOf(buildDir);
  if (day === TEST_TODAY) return;
  throw new Error(
    `${buildDir}/ was built as of ${day ?? "an unknown day"}, the tests expect ${TEST_TODAY}: ` +
      `build it with \`npm run build:test\` (SITE_TODAY=${TEST_TODAY} npm run build)`,
  );
}
