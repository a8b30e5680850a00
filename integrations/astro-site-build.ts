import type { AstroIntegration } from "astro";
import { mkdirSync, renameSync, existsSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  currentLaunchContent,
  editorWords,
  launchReport,
  loadEditorForms,
  settingsFrom,
} from "../scripts/check-launch.ts";
import { formatProblems, isReleaseBuild, launchProblems } from "../scripts/launch-rules.ts";
import { loadBehavioursAfterPaintIn, writeAnalyticsBehaviour } from "./behaviours-after-paint.ts";
import { removeIslandStyle } from "./island-style.ts";
import { siteToday } from "./site-today.ts";

/**
 * What the site adds to Astro's build:
 * - `client:interaction`, an island directive that hydrates on the first pointer, touch,
 *   focus or key event inside the island (the forms), so no page pays for a form's
 *   JavaScript until a visitor starts using it;
 * - the 404 page at `404/index.html`, where the server looks for every page;
 * - no <style> inside <body>: the island runtime's one rule moves to app/app.css;
 * - behaviour scripts loaded once the page has painted (behaviours-after-paint.ts);
 * - the launch check (scripts/launch-rules.ts, `npm run check:launch`): a release build
 *   (`RELEASE=1`, or `SITE_URL` a public origin) stops before rendering any page while anything
 *   on its list is left, each problem a line naming the entry and field as the editor labels them
 *   (scripts/editor-labels.ts), printed and stopped on without a stack trace, and marks its
 *   output as a release (`<BUILD_DIR>/release`, which .ci/deploy requires); any other build
 *   prints the list as a warning, so development and test builds keep the sample content;
 * - the day the build is made as of (`SITE_TODAY`, site-today.ts): a bad value stops the build
 *   before any page is rendered; a build as of a chosen day says so, since the job openings it
 *   shows are that day's; the day is written beside the site (`<BUILD_DIR>/site-today`), out of
 *   reach of visitors, so the tests can tell a build made as of their day from any other.
 */
export function siteBuildIntegration(): AstroIntegration {
  let day: string;
  let release = false;
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": async ({ addClientDirective, command, logger }) => {
        day = siteToday();
        release = isReleaseBuild(process.env);
        if (command === "build" && release) {
          const problems = launchProblems(currentLaunchContent(), process.env);
          if (problems.length > 0) {
            // stopped before any page renders: a release with a placeholder fails in seconds,
            // with the list in the editor's words and nothing else (a thrown error would come
            // wrapped in Astro's "unhandled error" and a stack trace: it looked like a crash)
            const words = editorWords(await loadEditorForms());
            logger.error(
              `Release build refused (RELEASE=1 or a public SITE_URL): ${problems.length} problem(s) to fix first (docs/launch.md says how; npm run check:launch lists the same):\n${formatProblems(problems.map(words))}`,
            );
            process.exit(1);
          }
          logger.info(
            `a release build for ${process.env.SITE_URL?.trim()}: nothing check:launch refuses`,
          );
        }
        if (command === "build" && process.env.SITE_TODAY?.trim()) {
          logger.warn(
            `the site is built as of ${day} (SITE_TODAY): the job openings open on that day`,
          );
        }
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(
            new URL("../app/islands/interaction-directive.ts", import.meta.url),
          ),
        });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        writeFileSync(fileURLToPath(new URL("../site-today", dir)), `${day}\n`);
        removeIslandStyle(root);
        loadBehavioursAfterPaintIn(root);
        // named by no page: the server adds it when the owner's analytics is on (decision 0037)
        await writeAnalyticsBehaviour(root);
        const flat = `${root}/404.html`;
        if (existsSync(flat)) {
          mkdirSync(`${root}/404`, { recursive: true });
          renameSync(flat, `${root}/404/index.html`);
        }
        const marker = fileURLToPath(new URL("../release", dir));
        if (release) writeFileSync(marker, `${process.env.SITE_URL?.trim()}\n`);
        else {
          rmSync(marker, { force: true }); // a release's marker never outlives it
          const words = editorWords(await loadEditorForms());
          const report = launchReport(currentLaunchContent(), settingsFrom(process.env), words);
          if (!report.ok) {
            logger.warn(
              `not a release build (docs/launch.md):\n${report.text}\n(npm run check:launch)`,
            );
          }
        }
      },
    },
  };
}
