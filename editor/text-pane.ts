// A post's text (Markdown) in both editors (integrations/editor-ui-client.ts, editor/main.tsx).
// Keystatic lays a form's body field (the post's `contentField`) out as a pane of its own
// beside the other fields, made for its rich-text editor, which brings its own margins; the
// post's text is a plain text box (0032: kept exactly as written), so its label touched the
// menu's edge and the top bar, and the box stood three lines high in an empty pane (issue 44's
// walkthrough). The pane gets the form's margins and the box the pane's height. Phones show
// one column, the text last, as Keystatic lays it out: unchanged.
const STYLE = `
@media (min-width: 768px) {
  form [style*="--primary-pane-width"] > :first-child { padding: 1.5rem 2rem; }
  form [style*="--primary-pane-width"] > :first-child textarea { min-height: 60vh; }
}`;

export function styleTextPane() {
  if (document.getElementById("editor-text-pane")) return;
  const style = document.createElement("style");
  style.id = "editor-text-pane";
  style.textContent = STYLE;
  document.head.append(style);
}
