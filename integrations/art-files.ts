import type { AstroIntegration } from "astro";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { artFiles } from "../app/components/art/art-file.tsx";
import { builtPages } from "./built-pages.ts";

const ART_URL = /\/assets\/art-[0-9a-f]+\.svg/g;

/**
 * The drawings pages show from files (app/components/art/art-file.tsx, decision 0024): the
 * components register each file's SVG, by URL, while the pages render; after the build this
 * writes them into `assets/` (hashed names, served immutable like every asset) and checks
 * that every such URL a page names is there; `astro dev` serves them from memory.
 */
export function artFilesIntegration(): AstroIntegration {
  return {
    name: "art-files",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const svg = request.url ? artFiles().get(request.url.split("?")[0]!) : undefined;
          if (svg === undefined) return next();
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(svg);
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        mkdirSync(join(root, "assets"), { recursive: true });
        for (const [url, svg] of artFiles()) writeFileSync(join(root, url), svg);
        const missing = new Set<string>();
        for (const page of builtPages(root)) {
          for (const [url] of readFileSync(page, "utf8").matchAll(ART_URL)) {
            if (!existsSync(join(root, url))) missing.add(url);
          }
        }
        if (missing.size > 0) {
          throw new Error(
            `pages name drawings no page rendered (app/components/art/art-file.tsx): ${[...missing].join(", ")}`,
          );
        }
        logger.info(`${artFiles().size} drawing(s) written as files`);
      },
    },
  };
}
