import type { AstroIntegration } from "astro";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_FILE_URL, buildFiles } from "../app/lib/build-files.ts";
import { builtPages } from "./built-pages.ts";

const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".html": "text/html; charset=utf-8",
};

/**
 * The files the pages' components make while they render (app/lib/build-files.ts, decision
 * 0024: the drawings below the fold, the demo dialog's body): after the build this writes
 * them into `assets/` (hashed names, served immutable like every asset) and checks that
 * every such URL a page names is there; `astro dev` serves them from memory.
 */
export function buildFilesIntegration(): AstroIntegration {
  return {
    name: "build-files",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const url = request.url?.split("?")[0];
          const text = url ? buildFiles().get(url) : undefined;
          if (url === undefined || text === undefined) return next();
          response.setHeader("Content-Type", TYPES[extname(url)]!);
          response.end(text);
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        mkdirSync(join(root, "assets"), { recursive: true });
        for (const [url, text] of buildFiles()) writeFileSync(join(root, url), text);
        const missing = new Set<string>();
        for (const page of builtPages(root)) {
          for (const [url] of readFileSync(page, "utf8").matchAll(BUILD_FILE_URL)) {
            if (!existsSync(join(root, url))) missing.add(url);
          }
        }
        if (missing.size > 0) {
          throw new Error(
            `pages name files no page rendered (app/lib/build-files.ts): ${[...missing].join(", ")}`,
          );
        }
        logger.info(`${buildFiles().size} file(s) made by the pages written`);
      },
    },
  };
}
