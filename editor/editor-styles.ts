// What both editors (integrations/editor-ui-client.ts, editor/main.tsx) add to Keystatic's look.
//
// A post's text: Keystatic's rich text editor (decision 0039) in the pane beside the other fields. Its toolbar is one row
// that scrolls sideways, and at 1280 px the pane is narrower than the row: **Table** and
// **Image**, the way to place a picture, sat past the pane's edge, unseen (the walkthrough of
// issue 44). The row wraps instead, so every button is on screen at every width.
//
// A picture field's preview (a client's logo): an <img> in a box as wide as its content, so an
// SVG, which has no width of its own, was drawn 0 px wide and the logo looked blank. Every
// preview is at least 8rem wide.
const TOOLBAR = '[role="toolbar"][aria-label="Formatting options"]';
const STYLE = `
:has(> * > * > ${TOOLBAR}), :has(> * > ${TOOLBAR}) { height: auto; }
:has(> * > ${TOOLBAR}) { min-height: 48px; }
:has(> ${TOOLBAR}) { flex-wrap: wrap; overflow-x: visible; row-gap: 0.25rem; }
${TOOLBAR} { flex-wrap: wrap; row-gap: 0.25rem; }
img[src^="blob:"] { min-width: 8rem; height: auto; }`;

export function styleEditor() {
  if (document.getElementById("editor-styles")) return;
  const style = document.createElement("style");
  style.id = "editor-styles";
  style.textContent = STYLE;
  document.head.append(style);
}
