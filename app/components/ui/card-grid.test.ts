import { describe, expect, it } from "vitest";
import { cardGridClasses, cardGridWideColumns, gridShape } from "./card-grid.ts";

/** The rows a grid of `count` cards makes with the shape the rule picks. */
function rows(count: number, max: 2 | 3 | 4) {
  const { columns } = gridShape(count, max);
  const out: number[] = [];
  for (let left = count; left > 0; left -= columns) out.push(Math.min(columns, left));
  return out;
}

describe("one grid rule by card count", () => {
  it("gives the issue's shapes on wide screens", () => {
    expect(rows(2, 3)).toEqual([2]);
    expect(rows(4, 4)).toEqual([4]);
    expect(rows(4, 3)).toEqual([2, 2]);
    expect(rows(5, 4)).toEqual([3, 2]);
    expect(rows(6, 4)).toEqual([3, 3]);
    expect(rows(7, 4)).toEqual([4, 3]);
    expect(rows(9, 3)).toEqual([3, 3, 3]);
  });

  it("never leaves a card alone in a row of three or more, from 2 to 12 cards", () => {
    for (let count = 2; count <= 12; count += 1) {
      const shape = gridShape(count, 4);
      if (shape.columns >= 3) expect(shape.last, `${count} cards`).not.toBe(1);
    }
  });

  it("sets a card left over from rows of three in pairs with three before it (7 → 3 + 2 + 2)", () => {
    // text-heavy cards at most three across (review 6: four across set ~25 characters a line)
    expect(cardGridWideColumns(7, 3)).toBe(
      "lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(-n+4)]:col-span-3",
    );
  });

  it("centres a short last row and sets one column on phones", () => {
    expect(cardGridClasses(5)).toBe(
      "grid gap-6 md:max-lg:grid-cols-2 md:max-lg:[&>*:last-child]:col-span-2 lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(2)]:col-start-2",
    );
    expect(cardGridClasses(7, 4)).toContain(
      "lg:grid-cols-8 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(3)]:col-start-2",
    );
    expect(cardGridClasses(2)).toBe("grid gap-6 md:max-lg:grid-cols-2 lg:grid-cols-2");
    expect(cardGridClasses(1)).toBe("grid gap-6");
    // phones: no grid-cols class without a width prefix
    for (let count = 1; count <= 9; count += 1) {
      expect(
        cardGridClasses(count)
          .split(" ")
          .filter((c) => c.startsWith("grid-cols")),
      ).toEqual([]);
    }
  });

  it("leaves no half-width card alone on tablets: an odd count in two columns ends with a wide card", () => {
    // 7 features (the device-management study): 2 + 2 + 2, then the seventh across both
    expect(cardGridClasses(7, 4)).toContain(
      "md:max-lg:grid-cols-2 md:max-lg:[&>*:last-child]:col-span-2",
    );
    expect(cardGridClasses(7, 4)).not.toContain("col-start-2 lg:");
    expect(cardGridClasses(7, 4)).not.toMatch(/md:max-lg:\S*col-start/);
    // every count from 2 to 13: on tablets two columns (three across at 768 px were 218 px
    // cards), an odd count's last card across both
    for (let count = 2; count <= 13; count += 1) {
      const md = cardGridClasses(count)
        .split(" ")
        .filter((c) => c.startsWith("md:max-lg:"));
      expect(md, `${count} cards`).toContain("md:max-lg:grid-cols-2");
      expect(md.includes("md:max-lg:[&>*:last-child]:col-span-2"), `${count} cards`).toBe(
        count % 2 === 1,
      );
    }
  });

  it("gives a grid whose cards are rows below 1024 px only the wide screens' columns", () => {
    expect(cardGridWideColumns(5)).toBe(
      "lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>*:nth-last-child(2)]:col-start-2",
    );
    expect(cardGridClasses(5)).toContain(cardGridWideColumns(5));
    expect(cardGridWideColumns(5)).not.toContain("md:");
  });
});
