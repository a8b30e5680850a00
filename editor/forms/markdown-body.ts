// A post's body in the editor: Keystatic's rich text editor (its Markdoc field, saving `.md`),
// with pictures placed in the text by its Image button and kept beside the post,
// content/posts/<post>/<file>, written `![what it shows](./<post>/<file> "Caption")`: the
// layout the shipped posts already use, which Astro renders as before (decision 0039).
//
// Keystatic's Markdoc writer is Markdown but for one thing the site's Markdown (GitHub's) reads
// differently: a table comes out as `{% table %}` with a list per row. Saving turns each back
// into a `| pipe |` table. Footnotes (`[^1]`) pass as the text they are, unescaped (its MDX
// field escapes them, `\[^1]`, and reads `<` and `{` as code: decision 0019). A numbered list,
// which the writer numbers `1.` throughout, is numbered 1, 2, 3 again, as written by hand.
//
// Where Keystatic's editor is not loaded (Node: the content formatter, the labels of the launch
// check) its Markdoc field cannot read; there the body is the file's text, kept byte for byte,
// which is what the editor writes for a post opened and saved unchanged (markdown-body.test.ts).
// The text functions at the end are pure, so they are tested without a browser. Editor-only:
// the site never imports it.
import { fields } from "@keystatic/core";
import { problemAbove } from "./problem-above.tsx";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Rich = ReturnType<typeof fields.markdoc>;
/** The editor's document, or the file's text where the editor is not loaded. */
type Body = Parameters<Rich["serialize"]>[0] | string;

/** A picture's file name as kept beside the post: lower case, words joined by hyphens. */
export function pictureFileName(original: string): string {
  const dot = original.lastIndexOf(".");
  const stem = dot >= 0 ? original.slice(0, dot) : original;
  const extension = dot >= 0 ? original.slice(dot + 1).toLowerCase() : "";
  const words = stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${words || "picture"}${extension ? `.${extension}` : ""}`;
}

/** A picture in the text without its words, or typed as text: the message, or nothing. */
function problem(value: Body): string | undefined {
  if (typeof value === "string") return undefined;
  let unsaid = 0;
  value.doc.descendants((node) => {
    if (node.type.name === "image" && !String(node.attrs.alt ?? "").trim()) unsaid++;
  });
  if (unsaid > 0) {
    const one = unsaid === 1;
    return `${one ? "A picture does" : `${unsaid} pictures do`} not say what ${one ? "it shows" : "they show"}: click the picture, then its pencil, and fill in “What the picture shows”`;
  }
  const typed = typedPictures(value.doc.textContent);
  if (typed.length > 0) {
    return `“${typed[0]}” is a picture typed as text, which the site cannot find: remove it and place the picture with the Image button`;
  }
  return undefined;
}

export function markdownBody({
  label,
  description,
  folder,
}: {
  label: string;
  description: string;
  /** the collection's folder: a picture is kept in `<folder>/<post>/` */
  folder: string;
}) {
  const rich: Rich = fields.markdoc({
    label,
    description,
    extension: "md",
    options: {
      // `#` is the page's title; a post's sections are ## and ###
      heading: [2, 3],
      image: {
        directory: folder,
        publicPath: "./",
        transformFilename: pictureFileName,
        schema: {
          alt: fields.text({
            label: "What the picture shows",
            description: "For someone who can't see it.",
            validation: { isRequired: true },
          }),
          title: fields.text({
            label: "Caption (optional)",
            description: "Shown under the picture.",
          }),
        },
      },
    },
  });
  const text = (value: Body) => (typeof value === "string" ? value : value.doc.textContent);
  return {
    ...rich,
    label, // the launch check names the body by it (scripts/editor-labels.ts)
    parse: (value: unknown, context: Parameters<Rich["parse"]>[1]): Body =>
      // no document, no editor: Keystatic's Node build stubs the rich editor out (and throws)
      typeof document === "undefined"
        ? context.content
          ? decoder.decode(context.content)
          : ""
        : rich.parse(value as never, context),
    serialize: (value: Body, context: Parameters<Rich["serialize"]>[1]) => {
      if (typeof value !== "string") {
        const out = rich.serialize(value, context);
        const written = asSiteMarkdown(decoder.decode(out.content));
        return { ...out, content: encoder.encode(written) };
      }
      return {
        value: undefined,
        content: encoder.encode(value.endsWith("\n") ? value : `${value}\n`),
        other: new Map(),
        external: new Map(),
      };
    },
    // what is wrong shows above the text as it happens (Keystatic shows no message of a
    // content field's own), and refuses the save
    Input: problemAbove(rich.Input, problem),
    validate: (value: Body) => {
      if (text(value).trim() === "") throw new Error(`${label} must not be empty`);
      const found = problem(value);
      if (found) throw new Error(`${label}: ${found}`);
      return value;
    },
    reader: {
      parse: (_value: unknown, { content }: { content: Uint8Array | undefined }) =>
        content ? decoder.decode(content) : "",
    },
  } as unknown as Rich & { label: string };
}

// What the rich text editor writes (Keystatic's Markdoc), made the site's Markdown.

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
