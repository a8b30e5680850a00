// After the first paint (like every behaviour, decision 0013): link the web manifest. In the
// HTML, Chromium fetches it at `load`, which on a small page comes before the observed first
// paint, so Lighthouse counted it in the largest paint (+0.2 s on every route; decision
// 0024). A home-screen shortcut is made long after the paint; without scripts a browser makes
// one from the title and the apple-touch-icon instead.
import { paths } from "#app/content/paths.ts";
import { whenIdle } from "./idle.ts";

whenIdle(() => {
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = paths.webManifest;
  // fetched with the page's credentials: on the document's connection, not a new one
  link.crossOrigin = "use-credentials";
  document.head.append(link);
});
