import type { AstroIntegration } from "astro";
import { mkdirSync, renameSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * What the site adds to Astro's build:
 * - `client:interaction`, an island directive that hydrates on the first pointer, touch,
 *   focus or key event inside the island (the forms), so no page pays for a form's
 *   JavaScript until a visitor starts using it;
 * - the 404 page at `404/index.html`, where the server looks for every page.
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
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        const flat = `${root}/404.html`;
        if (existsSync(flat)) {
          mkdirSync(`${root}/404`, { recursive: true });
          renameSync(flat, `${root}/404/index.html`);
        }
      },
    },
  };
}
