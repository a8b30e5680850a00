/**
 * Files the pages' components make while they render (decision 0024, "documents within the
 * first round trip"): a drawing below the fold (components/art/art-file.tsx), markup that only
 * a script shows (the demo dialog's body). Each is named by the hash of its content
 * (`/assets/<kind>-<hash>.<ext>`, immutable like every asset), so the page carries only its
 * address and none of its bytes in the document's first round trip.
 *
 * The files are kept here, in the process that renders the pages, by URL;
 * integrations/build-files.ts writes them into the build (and serves them in `astro dev`).
 * The registry lives on `globalThis`: Astro's config and its page renderer each load their
 * own copy of this module in the one build process.
 */
const REGISTRY = Symbol.for("nuvora.build-files");
type Registry = Map<string, string>;

export function buildFiles(): Registry {
  const scope = globalThis as { [REGISTRY]?: Registry };
  scope[REGISTRY] ??= new Map();
  return scope[REGISTRY];
}

/** The addresses of such files in a page or a script (the hash is what sets them apart). */
export const BUILD_FILE_URL = /\/assets\/[a-z-]+-[0-9a-f]{16}\.(?:svg|html)/g;

/** A name for the file from its content (FNV-1a, 64 bits, in hex): the same content, the same name. */
function hashOf(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** Registers a file made at build time and gives its URL. */
export function buildFile(kind: string, extension: "svg" | "html", text: string): string {
  const url = `/assets/${kind}-${hashOf(text)}.${extension}`;
  buildFiles().set(url, text);
  return url;
}
