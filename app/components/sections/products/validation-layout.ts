/**
 * How wide each "Validation and Safety" card is on wide screens (1024 px and up), so that the
 * two cards of a row end near the same height (issue 43). The parts stand in pairs, in the
 * order a hospital's evaluation asks; at half the width each, a short part ("What It Does Not
 * Do", "Deployment") stood beside a long one ("Intended Use", "Integrations") with a third of
 * its card empty. The owner's words stay whole: the longer part takes more of the row's twelve
 * columns (7 + 5 or 8 + 4), so its text wraps into fewer lines and the shorter one's into more.
 * The heights are estimated from the words at build time (the page is static HTML, no script):
 * the estimate only has to choose between a few widths, not predict pixels.
 */
import type { ShownFact, ValidationPart } from "#app/content/products.ts";

/** The row at 1280 px: the content width (1136 px) and the gap between cards (20 px). */
const ROW = 1136;
const GAP = 20;
/** Card padding (p-6, top and bottom) and the title's line (text-lg). */
const PADDING = 48;
const TITLE = 28;
/** Average advance of a character: body text at 16 px, small text at 14 px. */
const CHAR = 7.6;
const CHAR_SMALL = 6.6;
const LINE = 26;
/** A card's width in twelfths of the row. */
export type Span = 4 | 5 | 6 | 7 | 8 | 12;

function lines(text: string, width: number): number {
  // words do not break: a line holds a little less than its width in characters
  return Math.max(1, Math.ceil((text.length * CHAR) / (width * 0.92)));
}

/** Rows of chips (a fact's list) in `width`. */
function chipRows(names: readonly string[], width: number): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const chip = name.length * CHAR_SMALL + 18 + 6;
    if (used > 0 && used + chip > width) {
      rows += 1;
      used = 0;
    }
    used += chip;
  }
  return rows;
}

function factHeight(fact: ShownFact, width: number): number {
  const label = 20 + 2;
  if (fact.list) return label + 4 + chipRows(fact.list, width) * 32 - 6;
  const text = `${fact.day?.text ?? ""}${fact.text ?? ""}`;
  return label + lines(text, width) * LINE;
}

/** The estimated height of a part's card, `span` twelfths of the row wide. */
export function estimatedHeight(part: ValidationPart, span: number): number {
  const width = ((ROW + GAP) * span) / 12 - GAP - PADDING;
  let height = PADDING + TITLE;
  if (part.items && !part.facts) {
    // rows of their own (product-validation.tsx Rows): padding, border, marker
    height += 12;
    height += part.items.reduce((sum, item) => sum + lines(item, width - 62) * 22 + 22, 0);
    height += (part.items.length - 1) * 8;
  } else if (part.items) {
    height += 12;
    height += part.items.reduce((sum, item) => sum + lines(item, width - 20) * LINE, 0);
    height += (part.items.length - 1) * 6;
  }
  if (part.facts) {
    height += 12;
    height += part.facts.reduce((sum, fact) => sum + factHeight(fact, width), 0);
    height += (part.facts.length - 1) * 12;
  }
  return height;
}

/**
 * The column spans (of twelve) of the parts, pair by pair. Even (6 + 6) unless the two cards'
 * estimated heights differ by more than two lines; then 7 + 5, or 8 + 4, the longer part
 * wider, when that closes the difference by more than a line. An odd part left at the end
 * takes the whole row.
 */
export function validationSpans(parts: readonly ValidationPart[]): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const first = parts[index]!;
    const second = parts[index + 1];
    if (!second) {
      spans.push(12);
      continue;
    }
    const gap = (span: number) =>
      Math.abs(estimatedHeight(first, span) - estimatedHeight(second, 12 - span));
    const firstLonger = estimatedHeight(first, 6) >= estimatedHeight(second, 6);
    let best: Span = 6;
    if (gap(6) > 2 * LINE) {
      for (const wider of [7, 8] as const) {
        const span = firstLonger ? wider : ((12 - wider) as Span);
        if (gap(span) < gap(best) - LINE) best = span;
      }
    }
    spans.push(best, (12 - best) as Span);
  }
  return spans;
}

/** The class of a span, written out whole so that Tailwind finds it in this file. */
export const SPAN_CLASS: Record<Span, string> = {
  4: "lg:col-span-4",
  5: "lg:col-span-5",
  6: "lg:col-span-6",
  7: "lg:col-span-7",
  8: "lg:col-span-8",
  12: "lg:col-span-12",
};
