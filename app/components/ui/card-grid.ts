/**
 * One grid rule by card count (issue 43), for every grid of cards: no card left alone in a
 * row, no half-empty row. On wide screens the columns are chosen from the count (at most
 * `columns`): a number of columns that divides it (6 → 3 + 3, 4 → four or 2 × 2), else one
 * whose last row is one short and centred (5 → 3 + 2, 7 → 4 + 3); on tablets two columns, the
 * last card of an odd count across both (3 → 2 + 1 wide, 7 → 2 + 2 + 2 + 1 wide: three across
 * at 768 px were 218 px cards whose titles ran three lines and whose values broke, the
 * review of 2026-11-28); phones show one column. A centred last
 * row is a grid of twice the columns, each card two wide, the last row's first card moved in.
 * The class names are written out whole so that Tailwind finds them in this file.
 */

/** Columns and the size of the last row (0: full) for `count` cards in at most `max` columns. */
export function gridShape(count: number, max: 2 | 3 | 4): { columns: number; last: number } {
  if (count <= 1) return { columns: 1, last: 0 };
  const wide = [4, 3].filter((c) => c <= max && c <= count);
  const pick =
    wide.find((c) => count % c === 0) ??
    wide.find((c) => count % c === c - 1) ??
    (count % 2 === 0 ? 2 : undefined) ??
    wide.find((c) => count % c >= 2) ??
    Math.min(max, count);
  return { columns: pick, last: count % pick };
}

// [columns][cards in the last row] → the classes at that width
const LG: Record<number, Record<number, string>> = {
  1: { 0: "" },
  2: {
    0: "lg:grid-cols-2",
    1: "lg:grid-cols-4 lg:[&>*]:col-span-2 lg:[&>*:last-child]:col-start-2",
  },
  3: {
    0: "lg:grid-cols-3",
    // a card left over from rows of three (7, 10): the last four stand in pairs (7 → 3 + 2 + 2)
    1: "lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(-n+4)]:col-span-3",
    2: "lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(2)]:col-start-2",
  },
  4: {
    0: "lg:grid-cols-4",
    1: "lg:grid-cols-8 lg:[&>*]:col-span-2 lg:[&>*:last-child]:col-start-4",
    2: "lg:grid-cols-8 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(2)]:col-start-3",
    3: "lg:grid-cols-8 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(3)]:col-start-2",
  },
};
// two columns on tablets; an odd count's last card takes the row's whole width (7 → 2 + 2 + 2
// + one wide), where a centred half-width card stood alone (the review at 768 px)
const MD = ["md:max-lg:grid-cols-2", "md:max-lg:grid-cols-2 md:max-lg:[&>*:last-child]:col-span-2"];

/** Only the wide screens' columns (1024 px and up), for a grid whose cards are rows below that. */
export function cardGridWideColumns(count: number, columns: 2 | 3 | 4 = 3): string {
  const lg = gridShape(count, columns);
  return LG[lg.columns]![lg.last]!;
}

/** Only the columns from tablets up, for a grid that sets its own display and gaps (a carousel's). */
export function cardGridColumns(count: number, columns: 2 | 3 | 4 = 3): string {
  const mdClasses = count < 2 ? "" : MD[count % 2]!;
  return [mdClasses, cardGridWideColumns(count, columns)].filter(Boolean).join(" ");
}

/** The grid's classes for `count` cards, at most `columns` wide (three unless the cards are small or large). */
export function cardGridClasses(count: number, columns: 2 | 3 | 4 = 3): string {
  return ["grid gap-6", cardGridColumns(count, columns)].filter(Boolean).join(" ");
}
