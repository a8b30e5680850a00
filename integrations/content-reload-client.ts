// In `astro dev` and the editor (npm run edit) only: every page reloads itself when a content
// file changes (content-reload.ts), so it shows the saved words. Not the editor's own page
// (/keystatic): it shows what it saved without a reload, which would blank it for seconds.
import { CONTENT_CHANGED } from "./dev-events.ts";

const isEditor = location.pathname === "/keystatic" || location.pathname.startsWith("/keystatic/");
if (import.meta.hot && !isEditor) {
  import.meta.hot.on(CONTENT_CHANGED, () => location.reload());
}
