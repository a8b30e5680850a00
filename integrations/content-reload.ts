import type { AstroIntegration } from "astro";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isRunnableDevEnvironment } from "vite";
import { contentDir } from "#app/content/load.ts";
import { CONTENT_CHANGED, type ContentChange } from "./dev-events.ts";

/**
 * In `astro dev` (and so in the editor, npm run edit), a saved content file shows on the next
 * page load: the pages read content/ through app/content/load.ts when their modules are first
 * run, which Vite does not see as a dependency, so a change there drops every cached module
 * and tells the open pages (CONTENT_CHANGED); each reloads itself (content-reload-client.ts),
 * except the editor's own page, which shows what it saved without one. The build reads the
 * files once and is unaffected.
 */
const RELOAD_AFTER_MS = 400;
/** how long after a content file changed a page reload is taken for the content layer's */
const CONTENT_LAYER_RELOAD_WITHIN_MS = 5_000;

export function contentReload(): AstroIntegration {
  const dir = resolve(contentDir());
  return {
    name: "content-reload",
    hooks: {
      "astro:config:setup": ({ command, injectScript }) => {
        if (command !== "dev") return;
        const client = fileURLToPath(new URL("./content-reload-client.ts", import.meta.url));
        injectScript("page", `import ${JSON.stringify(client)};`);
      },
      "astro:server:setup": ({ server }) => {
        server.watcher.add(dir);
        // The editor's save writes the file before it answers; reloading at once could
        // reach the browser before that answer, reloading the form it is leaving (a new
        // entry's page showed its empty "create" form again). A short pause lets the editor
        // move to the saved entry first, and coalesces the several files of one save.
        const dropServerModules = () => {
          // the server's modules only: invalidating the browser's would also drop Vite's
          // optimised dependencies of the editor (its next load answers 504)
          for (const [name, environment] of Object.entries(server.environments)) {
            if (name === "client") continue;
            environment.moduleGraph.invalidateAll();
            // Astro runs the pages in a module runner with its own cache of evaluated
            // modules, which the graph's invalidation does not reach: without this a page
            // (or the filled-role check, dev-gone-pages.ts) kept the content it first read
            if (isRunnableDevEnvironment(environment)) environment.runner.evaluatedModules.clear();
          }
        };
        let pending: ReturnType<typeof setTimeout> | undefined;
        let changed: ContentChange["files"] = [];
        let lastChange = 0;
        /** files told to the watcher again once the writes settled: that event is not new */
        const settled = new Set<string>();
        const reload = (event: ContentChange["files"][number]["event"], file: string) => {
          if (!resolve(file).startsWith(`${dir}/`)) return;
          if (event === "change" && settled.delete(resolve(file))) return;
          lastChange = Date.now();
          changed.push({ file: relative(process.cwd(), resolve(file)), event });
          clearTimeout(pending);
          pending = setTimeout(() => {
            dropServerModules();
            // Astro's content layer reads an entry on the watcher's first event, which can come
            // while the file is still being written (truncated, then filled: a save's write is
            // not atomic). Read half, the entry "does not match collection schema", is left as
            // it was, and the preview stayed stale until the next save (seen once in three
            // fresh runs of tests/editor/preview.spec.ts). Once the writes have settled, each
            // changed file is told again, and the content layer reads it whole.
            for (const { file, event } of changed) {
              if (event === "unlink" || !/\.(md|mdx|ya?ml|json)$/.test(file)) continue;
              settled.add(resolve(file));
              server.watcher.emit("change", resolve(file));
            }
            const data: ContentChange = { files: changed };
            changed = [];
            server.ws.send({ type: "custom", event: CONTENT_CHANGED, data });
          }, RELOAD_AFTER_MS);
        };
        for (const event of ["add", "change", "unlink"] as const) {
          server.watcher.on(event, (file: string) => reload(event, file));
        }

        // Astro's content layer also reloads every open page when it has re-read a changed
        // entry (a "full-reload" with no file named), the editor's own page too. Within a
        // moment of a content change, that reload becomes this message (with no file: the
        // site's pages reload again, now with the content layer's data; the editor's page
        // stays). Any other reload (Vite's new dependencies, a changed module) goes through.
        const send = server.ws.send.bind(server.ws) as (...args: unknown[]) => void;
        server.ws.send = ((...args: unknown[]) => {
          const [payload] = args;
          const contentLayerReload =
            typeof payload === "object" &&
            payload !== null &&
            (payload as { type?: string }).type === "full-reload" &&
            !(payload as { triggeredBy?: string }).triggeredBy &&
            Date.now() - lastChange < CONTENT_LAYER_RELOAD_WITHIN_MS;
          if (!contentLayerReload) return send(...args);
          // the content layer has re-read the entry only now: a page run in between (a post's
          // text and its new picture) was evaluated with the entry as it was, and stayed so
          dropServerModules();
          const data: ContentChange = { files: [] };
          send({ type: "custom", event: CONTENT_CHANGED, data });
        }) as typeof server.ws.send;
      },
    },
  };
}
