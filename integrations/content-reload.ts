import type { AstroIntegration } from "astro";
import { resolve } from "node:path";
import { contentDir } from "#app/content/load.ts";

/**
 * In `astro dev` (and so in the editor, npm run edit), a saved content file shows on the next
 * page load: the pages read content/ through app/content/load.ts when their modules are first
 * run, which Vite does not see as a dependency, so a change there drops every cached module
 * and reloads the open pages. The build reads the files once and is unaffected.
 */
const RELOAD_AFTER_MS = 400;

export function contentReload(): AstroIntegration {
  const dir = resolve(contentDir());
  return {
    name: "content-reload",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.watcher.add(dir);
        // The editor's save writes the file before it answers; reloading at once could
        // reach the browser before that answer, reloading the form it is leaving (a new
        // entry's page showed its empty "create" form again). A short pause lets the editor
        // move to the saved entry first, and coalesces the several files of one save.
        let pending: ReturnType<typeof setTimeout> | undefined;
        const reload = (file: string) => {
          if (!resolve(file).startsWith(`${dir}/`)) return;
          clearTimeout(pending);
          pending = setTimeout(() => {
            // the server's modules only: invalidating the browser's would also drop Vite's
            // optimised dependencies of the editor (its next load answers 504)
            for (const [name, environment] of Object.entries(server.environments)) {
              if (name !== "client") environment.moduleGraph.invalidateAll();
            }
            server.ws.send({ type: "full-reload" });
          }, RELOAD_AFTER_MS);
        };
        for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
      },
    },
  };
}
