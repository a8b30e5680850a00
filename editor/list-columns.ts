// The lists' first columns in the owner's words, in both editors (npm run edit's page through
// integrations/editor-ui-client.ts, the production editor through editor/main.tsx), where
// Keystatic has no option for it:
// - a list's entry column is headed by its field's label ("Address (URL)") instead of "Slug";
// - a list whose entries have a name (People, Clients, Testimonials: `fileNameField`) shows no
//   "File name" column at all: Keystatic adds the file name as the first column whenever a
//   list has columns of its own, so the owner read "arjun-nair" beside "Arjun Nair" (issue 44).
//   The column is hidden and its room given to the next one, the entry's name; clicking a
//   row still opens the entry (Keystatic's row action, not the cell's).
import type { Config } from "@keystatic/core";

/** the slug column's label that means "the file's name": not shown where the entry is named */
export const FILE_NAME = "File name";

type Collections = Record<string, { slugField?: string; schema: object }>;

/** The label of the collection's slug field, if it has one (forms/shared-fields.ts `slugColumnLabels`). */
export function slugColumnLabel(
  config: Pick<Config, "collections">,
  labels: WeakMap<object, string>,
  collection: string,
): string | undefined {
  const form = (config.collections as Collections | undefined)?.[collection];
  const field = form?.slugField
    ? (form.schema as Record<string, object>)[form.slugField]
    : undefined;
  return field ? labels.get(field) : undefined;
}

/** the grid's attribute while its file-name column is hidden; its value is that column's index */
const HIDES = "data-editor-hides-column";
const LEFT = "--editor-named-left";
const WIDTH = "--editor-named-width";

/**
 * Keystatic's table places each cell absolutely, at the left and width of its column (inline
 * styles its virtualiser keeps current): the hidden column's cells go, and the next column's
 * take the hidden one's left and both widths, read from the header's cells.
 */
const STYLE = [1, 2]
  .map(
    (column) => `
[${HIDES}="${column}"] [role="row"] > [role="presentation"]:has(> [aria-colindex="${column}"]) { display: none; }
[${HIDES}="${column}"] [role="row"] > [role="presentation"]:has(> [aria-colindex="${column + 1}"]) { left: var(${LEFT}) !important; width: var(${WIDTH}) !important; }`,
  )
  .join("");

function addStyle() {
  if (document.getElementById("editor-list-columns")) return;
  const style = document.createElement("style");
  style.id = "editor-list-columns";
  style.textContent = STYLE;
  document.head.append(style);
}

/** the header cell's wrapper, which carries the column's inline left and width */
const place = (header: Element) => {
  const box = header.parentElement;
  return box ? { left: parseFloat(box.style.left), width: parseFloat(box.style.width) } : undefined;
};

function hideFileName(grid: HTMLElement) {
  const slug = grid.querySelector('[role="columnheader"][data-key="@@slug"]');
  const column = Number(slug?.getAttribute("aria-colindex"));
  const next = grid.querySelector(`[role="columnheader"][aria-colindex="${column + 1}"]`);
  const hidden = slug && place(slug);
  const named = next && place(next);
  if (!hidden || !named || [hidden.left, hidden.width, named.width].some(Number.isNaN)) return;
  const left = `${hidden.left}px`;
  const width = `${hidden.width + named.width}px`;
  // only when something changed: this runs from a MutationObserver that sees its own writes
  if (grid.getAttribute(HIDES) !== String(column)) grid.setAttribute(HIDES, String(column));
  if (grid.style.getPropertyValue(LEFT) !== left) grid.style.setProperty(LEFT, left);
  if (grid.style.getPropertyValue(WIDTH) !== width) grid.style.setProperty(WIDTH, width);
}

/**
 * Keeps every list's first columns in words while the editor runs: call once on the page.
 * `label` gives a collection's slug column label (slugColumnLabel).
 */
export function watchListColumns(label: (collection: string) => string | undefined) {
  addStyle();
  const update = () => {
    const list = /\/collection\/([^/]+)$/.exec(location.pathname);
    const name = list && label(decodeURIComponent(list[1]!));
    if (!name) return;
    for (const grid of document.querySelectorAll<HTMLElement>('[role="grid"]')) {
      if (name === FILE_NAME) {
        hideFileName(grid);
        continue;
      }
      for (const header of grid.querySelectorAll('[role="columnheader"]')) {
        const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.nodeValue === "Slug") text.nodeValue = name;
        }
      }
    }
  };
  new MutationObserver(update).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    // the virtualiser moves the columns (a resize) by their inline styles
    attributes: true,
    attributeFilter: ["style"],
  });
  update();
}
