/**
 * Marks a link whose plain click, before the page's behaviour scripts have loaded, waits for
 * them and is replayed, instead of following the link (the "Request a Demo" buttons: without
 * waiting, a hurried click would open the scheduler in a new tab instead of the dialog).
 * The loader that honours it is written by scripts/behaviours-after-paint.ts.
 */
export const NEEDS_BEHAVIOUR = "data-needs-behaviour";
