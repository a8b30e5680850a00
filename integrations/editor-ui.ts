import type { AstroIntegration } from "astro";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentDir } from "#app/content/load.ts";

/** The component of the editor's page (@keystatic/astro's `/keystatic/[...params]` route). */
const KEYSTATIC_PAGE = "/@keystatic/astro/internal/keystatic-page.js";

/**
 * The editor's page (npm run edit, /keystatic) in the owner's words, where Keystatic's own
 * options stop (editor-ui-client.ts): "Saved" after each save, the lists' first column called
 * by its field's label ("Address (URL)") instead of "Slug", and no reload of the editor's page
 * when it saves a file (a reload blanked it for seconds). Added with the editor only
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
                // The editor's pickers read some content files as modules (editor-choices.ts);
                // Vite would reload the editor's page whenever one is saved, added or removed
                // (on the file, or on the module that lists them). The page decides itself
                // (editor-ui-client.ts): only an entry added or removed reloads it. The site's
                // styles still follow (Tailwind reads content/ for class names).
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
            ],
          },
        });
      },
    },
  };
}
