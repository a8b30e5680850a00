import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

// `npm run build:editor`: the editor's page and its scripts into <BUILD_DIR>/editor/ (never
// build/client/, the public site), served on EDITOR_ORIGIN only (server/editor.ts). The root is
// the project's, as in `npm run edit`: the forms list content/pages/ with import.meta.glob.
const project = fileURLToPath(new URL("..", import.meta.url));

/** Keystatic's UI links Google's Inter stylesheet; the editor uses its own copy (main.tsx). */
const GOOGLE_FONTS_LINK =
  /jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/css2\?family=Inter[^"]*",\s*rel: "stylesheet"\s*\}\)/;

function noGoogleFonts(): Plugin {
  return {
    name: "editor:no-google-fonts",
    transform(code, id) {
      if (!/@keystatic\/core\/dist\/keystatic-core-ui\.js$/.test(id.split("?")[0]!)) return;
      // an upgrade that changes the line fails the build instead of reaching the CSP
      if (!GOOGLE_FONTS_LINK.test(code)) throw new Error("Keystatic's Google Fonts link moved");
      return { code: code.replace(GOOGLE_FONTS_LINK, "null"), map: null };
    },
  };
}

export default defineConfig({
  root: project,
  base: "/keystatic/",
  publicDir: false,
  plugins: [noGoogleFonts()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: resolve(project, process.env.BUILD_DIR?.trim() || "build", "editor"),
    emptyOutDir: true,
    assetsDir: "assets",
    chunkSizeWarningLimit: 8_000,
    sourcemap: false,
    rollupOptions: {
      input: fileURLToPath(new URL("index.html", import.meta.url)),
      // libraries' "use client" lines mean nothing in a browser-only bundle
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  logLevel: "warn",
});
