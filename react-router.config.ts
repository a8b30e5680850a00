import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.ts";

export default {
  appDirectory: "app",
  // Static build: every route is prerendered to its own HTML file and served by server/.
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: [...prerenderPaths],
} satisfies Config;
