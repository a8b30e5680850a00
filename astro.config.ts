import { rehypeHeadingIds, unified } from "@astrojs/markdown-remark";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { rehypeFigures } from "#app/lib/markdown/figures.ts";
import { remarkPostPictures } from "#app/content/post-pictures.ts";
import { rehypeHeadingAnchors } from "#app/lib/markdown/heading-anchors.ts";
import { rehypeScrollBoxes } from "#app/lib/markdown/scroll-boxes.ts";
import { buildFilesIntegration } from "./integrations/build-files.ts";
import { contentReload } from "./integrations/content-reload.ts";
import { devGonePages } from "./integrations/dev-gone-pages.ts";
import { editorUi } from "./integrations/editor-ui.ts";
import { siteBuildIntegration } from "./integrations/astro-site-build.ts";
import { pageCssIntegration } from "./integrations/page-css.ts";
import { siteUrl } from "./integrations/site-url.ts";

// The editor (npm run edit) only when asked for: its routes are on-demand and need a server,
// and the public build must hold none of its code (docs/decisions/0014).
const editing = process.env.KEYSTATIC === "1";
const editor = editing ? [(await import("@keystatic/astro")).default(), editorUi()] : [];

/** Astro's name for a page's script less its `.astro_astro_type_script_index_0_lang` suffix. */
const scriptFileName = ({ name }: { name: string }) =>
  `assets/${name.replace(/\.astro_astro_type_script_index_(\d+)_lang$/, (_, index: string) =>
    index === "0" ? "" : `-${index}`,
  )}.[hash].js`;

// Static pages from React components; JavaScript only where a visitor interacts (see
// docs/decisions/0006-static-html-with-islands.md). The server in server/ serves the output.
export default defineConfig({
  // the public origin (SITE_URL, default http://localhost:3000): every absolute URL of the build
  site: siteUrl(),
  srcDir: "./app",
  outDir: `${process.env.BUILD_DIR ?? "build"}/client`,
  output: "static",
  trailingSlash: "never",
  // each page's CSS in its <head>, cut down to the page's own rules (integrations/page-css.ts):
  // no render-blocking stylesheet request before the first paint (decision 0024)
  build: { format: "directory", assets: "assets", inlineStylesheets: "always" },
  compressHTML: true,
  // the insights' Markdown (content/posts/) on unified (remark/rehype) rather than Astro 7's
  // default Sätteri, for the rehype plugins of the field: GitHub-flavoured (tables,
  // footnotes), captioned figures, tables and code that scroll in their own box, and a link
  // on each section heading (decision 0019)
  // (the heading ids first: the anchors link to them)
  markdown: {
    processor: unified({
      // a picture uploaded in the editor, shown by its name (app/content/post-pictures.ts)
      remarkPlugins: [remarkPostPictures],
      rehypePlugins: [rehypeFigures, rehypeScrollBoxes, rehypeHeadingIds, rehypeHeadingAnchors],
    }),
  },
  devToolbar: { enabled: false },
  // page-css after site-build: it reads the behaviour loader that site-build writes
  integrations: [
    react(),
    siteBuildIntegration(),
    // the files the pages make (app/lib/build-files.ts): before the CSS is cut, as it reads them
    buildFilesIntegration(),
    pageCssIntegration(),
    ...editor,
    contentReload(),
    devGonePages(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // the dev server's dependency scan reads every .tsx under app/, test files too: a unit
    // test's native module (@resvg/resvg-js, which rasterises in brand-icons.test.tsx) stopped
    // the scan, and with it the editor's scripts. Tests are never a page's code.
    optimizeDeps: { entries: ["!**/*.test.{ts,tsx}"] },
    // a page's script named by its component (`demo-dialog.<hash>.js`): every page names its
    // scripts in its HTML
    environments: {
      client: { build: { rolldownOptions: { output: { entryFileNames: scriptFileName } } } },
    },
    // no asset inlined into HTML or CSS: every script is an external, cacheable file (CSP)
    build: { assetsInlineLimit: 0 },
    // the dev server (and the editor) ignore builds and data: a build beside them is no change
    server: {
      watch: { ignored: ["**/build/**", "**/build-*/**", "**/data/**", "**/test-results/**"] },
    },
  },
});
