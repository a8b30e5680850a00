import type { AstroIntegration } from "astro";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDir } from "#app/content/load.ts";
import { CHOICES_PATH, READABLE } from "../editor/forms/choices.ts";

/**
 * The files of a collection a picker lists, as they are now (editor/forms/choices.ts reads them
 * when a form opens); undefined for any other name.
 */
export function collectionFiles(dir: string, collection: string) {
  if (!READABLE.includes(collection)) return undefined;
  const folder = join(dir, collection);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(folder, name), "utf8") }));
}

/** The component of the editor's page (@keystatic/astro's `/keystatic/[...params]` route). */
const KEYSTATIC_PAGE = "/@keystatic/astro/internal/keystatic-page.js";

/**
 * The editor's page (npm run edit, /keystatic) in the owner's words, where Keystatic's own
 * options stop (editor-ui-client.ts): "Saved" after each save, the lists' first column called
 * by its field's label ("Address (URL)") instead of "Slug", no reload of the editor's page
 * when it saves a file (a reload blanked it for seconds), and the pickers' entries as the
 * files are now (CHOICES_PATH, read by editor/forms/choices.ts each time a form opens). Added with the editor only
 * (astro.config.ts), in `astro dev`; no page of the site loads any of it.
 */
export function editorUi(): AstroIntegration {
  const dir = resolve(contentDir());
  return {
    name: "editor-ui",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command !== "dev") return;
        const client = fileURLToPath(new URL("./editor-ui-client.ts", import.meta.url));
        updateConfig({
          vite: {
            plugins: [
              {
                // Keystatic's page has no <head>, so Astro's page scripts never reach it: the
                // script rides on the page's own component, in the browser only
                name: "editor-ui:client",
                apply: "serve",
                transform(code, id) {
                  if (this.environment.name !== "client") return;
                  if (!id.split("?")[0]!.endsWith(KEYSTATIC_PAGE)) return;
                  return { code: `${code}\nimport ${JSON.stringify(client)};\n`, map: null };
                },
              },
              {
                // The pages' forms list content/pages/ as modules (editor/forms/pages.ts); Vite would
                // reload the editor's page whenever a content file is saved, added or removed.
                // It never does: the pickers read the files themselves (editor/forms/choices.ts).
                // The site's styles still follow (Tailwind reads content/ for class names).
                name: "editor-ui:content-is-not-code",
                apply: "serve",
                hotUpdate: {
                  order: "post",
                  handler(update) {
                    if (this.environment.name !== "client") return;
                    if (!resolve(update.file).startsWith(`${dir}/`)) return;
                    return update.modules.filter((module) => module.type === "css");
                  },
                },
              },
              {
                name: "editor-ui:choices",
                apply: "serve",
                configureServer(server) {
                  server.middlewares.use((request, response, next) => {
                    const url = request.url ?? "";
                    if (!url.startsWith(CHOICES_PATH)) return next();
                    const files = collectionFiles(
                      dir,
                      url.slice(CHOICES_PATH.length).split("?")[0]!,
                    );
                    response.setHeader("Cache-Control", "no-store");
                    response.setHeader("Content-Type", "application/json; charset=utf-8");
                    response.statusCode = files ? 200 : 404;
                    response.end(JSON.stringify(files ?? []));
                  });
                },
              },
            ],
          },
        });
      },
    },
  };
}
