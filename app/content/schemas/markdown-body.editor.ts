// A post's body in the editor: the Markdown itself, in a plain text area. Keystatic's rich
// editors (mdx, markdoc) rewrite what they don't know on save: a footnote "[^1]" comes back
// as "\[^1]" and a captioned figure as text, and the insights cite their sources in
// footnotes. This field keeps the file's body byte for byte (docs/decisions/0019).
// Editor-only: the site never imports it.
import type { ContentFormField } from "@keystatic/core";
import { fields } from "@keystatic/core";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function markdownBody({ label, description }: { label: string; description: string }) {
  const textArea = fields.text({ label, description, multiline: true });
  const read = (content: Uint8Array | undefined) => (content ? decoder.decode(content) : "");
  const field: ContentFormField<string, string, string> & { label: string } = {
    kind: "form",
    label, // the launch check names the body by it (scripts/editor-labels.ts)
    formKind: "content",
    contentExtension: ".md",
    Input: textArea.Input,
    defaultValue: () => "",
    parse: (_value, { content }) => read(content),
    serialize: (value) => ({
      value: undefined,
      content: encoder.encode(value.endsWith("\n") ? value : `${value}\n`),
      other: new Map(),
      external: new Map(),
    }),
    validate: (value) => {
      if (value.trim() === "") throw new Error(`${label} must not be empty`);
      return value;
    },
    reader: { parse: (_value, { content }) => read(content) },
  };
  return field;
}
