import type { Config } from "@react-router/dev/config";
import { join } from "node:path";
import { prerenderPaths } from "./app/content/paths.ts";
import { postprocessHtml } from "./scripts/html-postprocess.ts";

export default {
  appDirectory: "app",
  // Static build: every route is prerendered to its own HTML file and served by server/.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...prerenderPaths],
  buildEnd: ({ reactRouterConfig }) => {
    postprocessHtml(join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
