import type { AstroIntegration } from "astro";
import { mkdirSync, renameSync, existsSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  currentLaunchConfig,
  findPlaceholders,
  formatPlaceholders,
} from "../scripts/check-launch.ts";
import { loadBehavioursAfterPaintIn } from "./behaviours-after-paint.ts";
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
 * - a warning listing the placeholders still to replace before launch (`npm run check:launch`);
 * - the day the build is made as of (`SITE_TODAY`, site-today.ts): a bad value stops the build
 *   before any page is rendered; a build as of a chosen day says so, since the job openings it
 *   shows are that day's; the day is written beside the site (`<BUILD_DIR>/site-today`), out of
 *   reach of visitors, so the tests can tell a build made as of their day from any other.
 */
export function siteBuildIntegration(): AstroIntegration {
  let day: string;
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective, command, logger }) => {
        day = siteToday();
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
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        writeFileSync(fileURLToPath(new URL("../site-today", dir)), `${day}\n`);
        removeIslandStyle(root);
        loadBehavioursAfterPaintIn(root);
        const flat = `${root}/404.html`;
        if (existsSync(flat)) {
          mkdirSync(`${root}/404`, { recursive: true });
          renameSync(flat, `${root}/404/index.html`);
        }
        const placeholders = findPlaceholders(currentLaunchConfig());
        if (placeholders.length > 0) {
          logger.warn(`${formatPlaceholders(placeholders)}\n(npm run check:launch)`);
        }
      },
    },
  };
}
