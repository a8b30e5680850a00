/**
 * The columns of a grid of cards follow how many cards there are, so that no card is left
 * alone in a row of two or three (issue 31): one card has the row to itself, two share it,
 * three or more fill rows of two on tablets and of three on wide screens (at most `columns`),
 * and a last card that would sit alone in its row spans the row instead. A card that gets a
 * whole row wide can lay itself out across it (PostCard does, with a container query).
 * The class names are written out whole so that Tailwind finds them in this file.
 */
export function cardGridClasses(count: number, columns: 2 | 3 = 3): string {
  if (count <= 1) return "grid gap-6";
  if (count === 2 || columns === 2) {
    return count % 2 === 1
      ? "grid gap-6 md:grid-cols-2 md:[&>li:last-child:nth-child(odd)]:col-span-2"
      : "grid gap-6 md:grid-cols-2";
  }
  return [
    "grid gap-6 md:grid-cols-2 lg:grid-cols-3",
    count % 2 === 1 ? "md:max-lg:[&>li:last-child:nth-child(odd)]:col-span-2" : "",
    count % 3 === 1 ? "lg:[&>li:last-child:nth-child(3n+1)]:col-span-3" : "",
  ]
    .filter(Boolean)
    .join(" ");
}
