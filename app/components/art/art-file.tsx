import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { buildFile } from "#app/lib/build-files.ts";

// A drawing shown from a file rather than inline (decision 0024, "documents within the first
// round trip"): the same React component is rendered, at build time, to a standalone SVG
// file (app/lib/build-files.ts: `/assets/art-<hash>.svg`, immutable like every asset), and
// the page carries only an `<img>` for it, lazy and with its size, so it takes no bytes of
// the document's first round trip and moves nothing when it arrives. For pictures below the
// fold (the cards' illustrations); a page's hero drawing stays inline.

/**
 * The drawing's own text is set in the faces a visitor's first page shows (the page's web font
 * cannot reach into an image): Inter where installed, else Arial or Liberation Sans, as the
 * page's metric-matched fallback is.
 */
const FONT = "'Inter Variable', Inter, Arial, 'Liberation Sans', sans-serif";

/** The standalone SVG file of an element drawn as an `<svg>`, and its URL. */
export function artFile(drawing: ReactElement): { url: string; svg: string } {
  const markup = renderToStaticMarkup(drawing);
  if (!markup.startsWith("<svg")) throw new Error("ArtFile draws an <svg> element");
  // as a document of its own: the SVG namespace, the font, and nothing the page's CSS or
  // assistive technology read (the <img> carries the size, the classes and the alternative)
  const svg = markup
    .replace(/^<svg\b/, `<svg xmlns="http://www.w3.org/2000/svg" font-family="${FONT}"`)
    .replace(/^(<svg\b[^>]*?) class="[^"]*"/, "$1")
    .replace(/^(<svg\b[^>]*?) aria-hidden="true"/, "$1")
    .replace(/^(<svg\b[^>]*?) focusable="false"/, "$1");
  return { url: buildFile("art", "svg", svg), svg };
}

interface ArtFileProps {
  /** the drawing: an element rendering one `<svg>` (an art component) */
  children: ReactElement;
  width: number;
  height: number;
  /** "" for a decorative drawing (all of them so far); otherwise what it shows */
  alt: string;
  className?: string;
}

/** Shows a drawing from its file: `<img>` with its size, lazy, decoded off the main thread. */
export function ArtFile({ children, width, height, alt, className }: ArtFileProps) {
  const { url } = artFile(children);
  return (
    <img
      src={url}
      width={width}
      height={height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
