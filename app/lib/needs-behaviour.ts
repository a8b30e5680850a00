/**
 * Marks a control whose plain click, before the page's behaviour scripts have loaded, waits
 * for them and is replayed: the "Request a Demo" links (without waiting, a hurried click would
 * open the scheduler in a new tab instead of the dialog) and the carousels' buttons (which do
 * nothing without their script). The loader that honours it is written by
 * integrations/behaviours-after-paint.ts.
 */
export const NEEDS_BEHAVIOUR = "data-needs-behaviour";

/** Spread on an element: `<button {...needsBehaviour}>`. */
export const needsBehaviour = { [NEEDS_BEHAVIOUR]: "" } as const;
