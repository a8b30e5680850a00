import { createHash } from "node:crypto";

// A branch's preview name (decision 0038): the one DNS label, and folder name, for a branch,
// computed alike by the workflow that publishes a build (`node server/preview-name.ts <branch>`)
// and by the server that serves it. Keystatic's branches are `content/<words>`, which is neither
// a host label nor a safe folder name: lower case, every run of other characters one `-`, at
// most 63 characters (a label's limit; a longer name ends with a hash of the whole branch, so
// two long branches differing at the end still differ). Never `.`, `/` or `..`: a name cannot
// leave the preview folder nor name the workflow's hidden staging folders.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The branch's preview name, or undefined when nothing of it is a letter or digit. */
export function previewName(branch: string): string | undefined {
  const name = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!name) return undefined;
  if (name.length <= 63) return name;
  const hash = createHash("sha256").update(branch).digest("hex").slice(0, 8);
  return `${name.slice(0, 54).replace(/-+$/, "")}-${hash}`;
}

/** A host label that is a well-formed preview name (what a request's Host may name). */
export const isPreviewName = (label: string) => LABEL.test(label);

if (import.meta.main) {
  const name = previewName(process.argv[2] ?? "");
  if (!name) {
    console.error(`no preview for the branch "${process.argv[2] ?? ""}": no letter or digit`);
    process.exit(1);
  }
  console.log(name);
}
