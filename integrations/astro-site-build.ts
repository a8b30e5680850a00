import type { AstroIntegration } from "astro";
import { mkdirSync, renameSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  currentLaunchConfig,
  findPlaceholders,
  formatPlaceholders,
} from "../scripts/check-launch.ts";
import { loadBehavioursAfterPaintIn } from "./behaviours-after-paint.ts";
import { removeIslandStyle } from "./island-style.ts";

/**
 * What the site adds to Astro's build:
 * - `client:interaction`, an island directive that hydrates on the first pointer, touch,
 *   focus or key event inside the island (the forms), so no page pays for a form's
 *   JavaScript until a visitor starts using it;
 * - the 404 page at `404/index.html`, where the server looks for every page;
 * - no <style> inside <body>: the island runtime's one rule moves to app/app.css;
 * - behaviour scripts loaded once the page has painted (behaviours-after-paint.ts);
 * - a warning listing the placeholders still to replace before launch (`npm run check:launch`).
 */
export function siteBuildIntegration(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(
            new URL("../app/islands/interaction-directive.ts", import.meta.url),
          ),
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
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
