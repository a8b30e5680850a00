// What the operators' commands (npm run outbox, npm run security-pack) print: a table of
// plain columns and instants in ISO form, to the second. Cells are already printable
// (outbox/escape.ts): visitors' words never drive the terminal.

/** An instant as the commands show it (`2026-11-28T10:05:00Z`), or "-". */
export const cliTime = (ms: number | null | undefined): string =>
  ms ? new Date(ms).toISOString().replace(/\.\d+Z$/, "Z") : "-";

/** Rows as columns padded to their widest cell, headed by the rows' keys. */
export function printTable(rows: ReadonlyArray<Record<string, string>>): void {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((key) =>
    Math.max(key.length, ...rows.map((row) => (row[key] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(line(keys));
  for (const row of rows) console.log(line(keys.map((key) => row[key] ?? "")));
}
