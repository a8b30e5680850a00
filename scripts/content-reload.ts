import type { AstroIntegration } from "astro";
import { resolve } from "node:path";
import { contentDir } from "../app/content/load.ts";

/**
 * In `astro dev` (and so in the editor, npm run edit), a saved content file shows on the next
 * page load: the pages read content/ through app/content/load.ts when their modules are first
 * run, which Vite does not see as a dependency, so a change there drops every cached module
 * and reloads the open pages. The build reads the files once and is unaffected.
 */
export function contentReload(): AstroIntegration {
  const dir = resolve(contentDir());
  return {
    name: "content-reload",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.watcher.add(dir);
        const reload = (file: string) => {
          if (!resolve(file).startsWith(`${dir}/`)) return;
          // the server's modules only: invalidating the browser's would also drop Vite's
          // optimised dependencies of the editor (its next load answers 504)
          for (const [name, environment] of Object.entries(server.environments)) {
            if (name !== "client") environment.moduleGraph.invalidateAll();
          }
          server.ws.send({ type: "full-reload" });
        };
        for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, reload);
      },
    },
  };
}
