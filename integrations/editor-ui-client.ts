// The editor's page (/keystatic in npm run edit) where Keystatic has no option for it
// (editor-ui.ts loads this there only):
// - "Saved at 15:40" (or "Deleted") after each save the editor's server accepted, until the
//   owner changes the entry again or leaves it, in a live region, so a screen reader says it
//   too (Keystatic only drops its "Unsaved" tag);
// - a list's first column headed by its field's label ("Address (URL)") instead of Keystatic's
//   "Slug", and no "File name" column where the entries have names (editor/list-columns.ts);
// - no reload after any save (no blank page): the pickers read their entries when a form
//   opens (editor/forms/choices.ts), so an entry just created is offered without one.
import config from "../keystatic.config.ts";
import { slugColumnLabels } from "../editor/forms/shared-fields.ts";
import { styleEditor } from "../editor/editor-styles.ts";
import { slugColumnLabel, watchListColumns } from "../editor/list-columns.ts";

const SAVE = "/api/keystatic/update";

/** The message box, top right under the Save button; hidden between messages. */
function statusBox(): HTMLElement {
  const box = document.createElement("div");
  box.id = "editor-save-status";
  box.setAttribute("role", "status");
  Object.assign(box.style, {
    position: "fixed",
    top: "72px",
    right: "32px",
    zIndex: "10000",
    padding: "8px 14px",
    borderRadius: "8px",
    color: "var(--kui-color-foreground-on-emphasis, #ffffff)",
    font: "500 15px/1.4 var(--kui-typography-font-family-base, system-ui, sans-serif)",
    boxShadow: "0 4px 16px rgba(0, 0, 0, 0.18)",
    pointerEvents: "none",
  });
  box.hidden = true;
  document.body.append(box);
  return box;
}

const box = statusBox();
/** the entry the message is about: it goes when the owner leaves it or changes it again */
let about: string | undefined;

function say(message: string, tone: "done" | "wait" = "done") {
  box.style.background =
    tone === "done"
      ? "var(--kui-color-background-positive-emphasis, #0f7b3f)"
      : "var(--kui-color-background-accent-emphasis, #3c5bd4)";
  box.textContent = message;
  box.hidden = false;
  about = location.pathname;
}

function unsay() {
  if (box.hidden) return;
  box.hidden = true;
  box.textContent = "";
  about = undefined;
}
for (const edit of ["input", "change"]) document.addEventListener(edit, unsay, true);

const time = () => new Date().toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

// Keystatic saves (and deletes) by POSTing the files to its server in local mode
const send = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const response = await send(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (response.ok && new URL(url, location.href).pathname === SAVE && init?.method === "POST") {
    let additions = 0;
    try {
      additions =
        (JSON.parse(String(init.body)) as { additions?: unknown[] }).additions?.length ?? 0;
    } catch {
      // not Keystatic's own request: say nothing
      return response;
    }
    say(`${additions > 0 ? "Saved" : "Deleted"} at ${time()}`);
  }
  return response;
};

new MutationObserver(() => {
  if (about !== undefined && about !== location.pathname) {
    // after Create, Keystatic moves to the new entry's own page: the message is about it
    if (about.endsWith("/create")) about = location.pathname;
    else unsay();
  }
}).observe(document.body, { childList: true, subtree: true });

// the lists' first columns in words, no "File name" column (as in the production editor)
watchListColumns((collection) => slugColumnLabel(config, slugColumnLabels, collection));
// a post's text toolbar wrapped, a picture's preview drawn wide enough (editor-styles.ts)
styleEditor();
