// What the post's rich text editor writes, made the site's Markdown (markdown-body.editor.ts):
// pure text functions, so they are tested without a browser. Editor-only.

const FENCE = /^\s*(```|~~~)/;

/** A table row's cell as a pipe table writes it: one line, its own pipes escaped. */
const cell = (lines: readonly string[]) =>
  lines
    .map((line) => line.trim())
    .join(" ")
    .replace(/(?<!\\)\|/g, "\\|");

/**
 * `{% table %}` blocks (Keystatic's Markdoc writer: a `- cell` item per cell, rows between
 * `---` lines, the first row the header) as GitHub's `| pipe |` tables; code blocks untouched.
 */
export function markdocTablesToPipes(markdown: string): string {
  const lines = markdown.split("\n");
  const out: string[] = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1] === fence) fence = undefined;
      out.push(line);
      continue;
    }
    if (opening) {
      fence = opening[1];
      out.push(line);
      continue;
    }
    const table = /^(\s*)\{% table %\}\s*$/.exec(line);
    if (!table) {
      out.push(line);
      continue;
    }
    const indent = table[1]!;
    const rows: string[][] = [];
    let row: string[][] = [];
    const endRow = () => {
      if (row.length > 0) rows.push(row.map(cell));
      row = [];
    };
    for (i++; i < lines.length; i++) {
      const inner = lines[i]!.slice(indent.length);
      if (/^\{% \/table %\}\s*$/.test(inner)) break;
      if (/^---\s*$/.test(inner)) endRow();
      else if (/^- ?/.test(inner)) row.push([inner.replace(/^- ?/, "")]);
      else if (inner.trim() !== "") row.at(-1)?.push(inner);
    }
    endRow();
    const width = Math.max(...rows.map((cells) => cells.length));
    const pipes = (cells: readonly string[]) =>
      `${indent}| ${Array.from({ length: width }, (_, n) => cells[n] ?? "").join(" | ")} |`;
    out.push(pipes(rows[0] ?? []), `${indent}| ${Array(width).fill("---").join(" | ")} |`);
    for (const cells of rows.slice(1)) out.push(pipes(cells));
  }
  return out.join("\n");
}

/**
 * Numbered lists renumbered 1, 2, 3… (the writer numbers every item `1.`): an item counts on
 * from the item before it at its indent, until a line less indented than the list's items or
 * another kind of line at the list's indent ends the list. Code blocks are left alone.
 */
export function renumberLists(markdown: string): string {
  const counters = new Map<number, number>();
  let fence: string | undefined;
  return markdown
    .split("\n")
    .map((line) => {
      const opening = FENCE.exec(line);
      if (fence) {
        if (opening && opening[1] === fence) fence = undefined;
        return line;
      }
      if (opening) fence = opening[1];
      if (line.trim() === "") return line;
      const indent = /^\s*/.exec(line)![0].length;
      const item = /^(\s*)\d+\. /.exec(line);
      for (const at of counters.keys()) {
        if (at > indent || (at === indent && !item)) counters.delete(at);
      }
      if (!item) return line;
      const number = (counters.get(indent) ?? 0) + 1;
      counters.set(indent, number);
      return line.replace(/^(\s*)\d+\. /, `$1${number}. `);
    })
    .join("\n");
}

/** What the rich editor wrote (Keystatic's Markdoc), as the site's Markdown. */
export const asSiteMarkdown = (markdown: string) => renumberLists(markdocTablesToPipes(markdown));

/**
 * Pictures written out as text in the editor (`![…](./a.png)`): the rich editor keeps them as
 * words, the site would look for a file that is not there. Addresses on the web and the site's
 * own (`/…`) are left alone.
 */
export function typedPictures(text: string): string[] {
  return [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^\s)>]+)[^)]*\)/g)]
    .filter(([, url]) => !/^(https?:|data:|\/)/.test(url!))
    .map(([whole]) => whole);
}
