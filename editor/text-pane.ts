// A post's text in both editors (integrations/editor-ui-client.ts, editor/main.tsx): Keystatic's
// rich text editor (decision 0039) in the pane beside the other fields. Its toolbar is one row
// that scrolls sideways, and at 1280 px the pane is narrower than the row: **Table** and
// **Image**, the way to place a picture, sat past the pane's edge, unseen (the walkthrough of
// issue 44). The row wraps instead, so every button is on screen at every width.
const TOOLBAR = '[role="toolbar"][aria-label="Formatting options"]';
const STYLE = `
:has(> * > * > ${TOOLBAR}), :has(> * > ${TOOLBAR}) { height: auto; }
:has(> * > ${TOOLBAR}) { min-height: 48px; }
:has(> ${TOOLBAR}) { flex-wrap: wrap; overflow-x: visible; row-gap: 0.25rem; }
${TOOLBAR} { flex-wrap: wrap; row-gap: 0.25rem; }`;

export function styleTextPane() {
  if (document.getElementById("editor-text-pane")) return;
  const style = document.createElement("style");
  style.id = "editor-text-pane";
  style.textContent = STYLE;
  document.head.append(style);
}
