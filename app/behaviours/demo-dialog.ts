// Opens the scheduler in the page's dialog (components/demo/demo-dialog.tsx) when a
// "Request a Demo" link is clicked; without this script the link opens it in a new tab.
// The page carries the dialog empty: its body is a file, fetched as this script starts (after
// the first paint). The dialog pushes a history entry, so the browser's Back closes it and
// the visitor stays.
import { DEMO_SCHEDULER_PATH } from "#common/endpoints.ts";
import { DEMO_DIALOG_ID } from "#app/lib/overlay-ids.ts";
import { dismissOverlay, isOverlayEntry, pushOverlayEntry } from "./history-dismiss.ts";

/** The dialog's body, from its file (`data-body`), in the dialog. */
async function fill(dialog: HTMLDialogElement): Promise<void> {
  const response = await fetch(dialog.dataset.body ?? "");
  if (!response.ok) throw new Error(`the demo dialog's body: ${response.status}`);
  dialog.innerHTML = await response.text();
  // named by the body's heading, now that it is there
  const title = dialog.querySelector("h2[id]");
  if (title) dialog.setAttribute("aria-labelledby", title.id);
}

const dialog = document.getElementById(DEMO_DIALOG_ID);
if (dialog instanceof HTMLDialogElement) {
  const filled = fill(dialog);
  // a body that did not come is answered when a visitor asks for the dialog (below)
  filled.catch(() => {});
  const frame = () => dialog.querySelector<HTMLElement>("[data-demo-frame]");
  const loading = () => dialog.querySelector<HTMLElement>("[data-demo-loading]");

  const close = () => {
    if (!dialog.open) return;
    dialog.close();
    frame()?.replaceChildren();
    document.documentElement.classList.remove("overflow-hidden");
  };
  const dismiss = () => dismissOverlay(window.history, DEMO_DIALOG_ID, close);

  const open = () => {
    // a fresh frame on every opening, so the scheduler always starts from its first step
    const iframe = document.createElement("iframe");
    iframe.src = DEMO_SCHEDULER_PATH;
    iframe.title = "Demo scheduler: book a 30-minute meeting";
    iframe.className = "relative size-full border-0";
    const spinner = loading();
    if (spinner) spinner.hidden = false;
    iframe.addEventListener("load", () => spinner && (spinner.hidden = true));
    frame()?.replaceChildren(iframe);
    dialog.showModal();
    document.documentElement.classList.add("overflow-hidden");
    pushOverlayEntry(window.history, DEMO_DIALOG_ID);
  };

  document.addEventListener("click", (event) => {
    const opener = (event.target as Element).closest("[data-demo-open]");
    if (!opener || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // the body is in by now, except on a very slow network; if it never comes, the scheduler
    // opens in a new tab, as it does without scripts
    filled.then(open, () => {
      if (opener instanceof HTMLAnchorElement) window.open(opener.href, "_blank", "noopener");
    });
  });
  dialog.addEventListener("click", (event) => {
    if ((event.target as Element).closest("[data-demo-close]")) dismiss();
  });
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    dismiss();
  });
  dialog.addEventListener("pointerdown", (event) => {
    if (event.target === dialog) dismiss();
  });
  dialog.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
    if (!isOverlayEntry(window.history.state, DEMO_DIALOG_ID)) return;
    // leaving for another page: that page takes the dialog's history entry
    event.preventDefault();
    close();
    window.location.replace(link.href);
  });
  window.addEventListener("popstate", () => {
    if (!isOverlayEntry(window.history.state, DEMO_DIALOG_ID)) close();
  });
}
