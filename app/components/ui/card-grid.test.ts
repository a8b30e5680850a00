import { describe, expect, it } from "vitest";
import { cardGridClasses } from "./card-grid.ts";

const oldFixedGrid = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/**
 * How the last row of `count` cards looks at a width, read from the classes: "full" (as many
 * cards as columns, or one column), "shared" (two or more cards, fewer than the columns),
 * "spans" (the last card alone, spanning the row), "alone" (the last card alone in one of two or
 * three columns: the defect), "broken" (the last card spans columns it cannot have).
 */
function lastRow(count: number, classes: string, width: "md" | "lg") {
  const has = (name: string) => classes.split(" ").includes(name);
  const columns = width === "lg" && has("lg:grid-cols-3") ? 3 : has("md:grid-cols-2") ? 2 : 1;
  const odd = count % 2 === 1;
  let span = 1;
  if (odd && has("md:[&>li:last-child:nth-child(odd)]:col-span-2")) span = 2;
  if (width === "md" && odd && has("md:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2"))
    span = 2;
  if (width === "lg" && count % 3 === 1 && has("lg:[&>li:last-child:nth-child(3n+1)]:col-span-3"))
    span = 3;
  if (span > 1) return span === columns && (count - 1) % columns === 0 ? "spans" : "broken";
  if (columns === 1) return "full";
  const left = count % columns;
  return left === 0 ? "full" : left === 1 ? "alone" : "shared";
}

describe("cardGridClasses", () => {
  it("never leaves a card alone in a row of two or three columns", () => {
    for (let count = 1; count <= 13; count++) {
      for (const columns of [2, 3] as const) {
        const classes = cardGridClasses(count, columns);
        for (const width of ["md", "lg"] as const) {
          expect(lastRow(count, classes, width), `${count} cards, ${columns}, ${width}`).toMatch(
            /^(full|shared|spans)$/,
          );
        }
      }
    }
  });

  it("gives one card the row, two cards two columns, three or more three on wide screens", () => {
    expect(cardGridClasses(1)).toBe("grid gap-6");
    expect(cardGridClasses(2)).toBe("grid gap-6 md:grid-cols-2");
    expect(cardGridClasses(3)).toContain("lg:grid-cols-3");
    expect(cardGridClasses(6, 2)).not.toContain("lg:grid-cols-3");
  });

  it("tells the defect: the old fixed grid left a card alone in its row", () => {
    expect(lastRow(1, oldFixedGrid, "lg")).toBe("alone");
    expect(lastRow(3, oldFixedGrid, "md")).toBe("alone");
    expect(lastRow(4, oldFixedGrid, "lg")).toBe("alone");
  });
});
