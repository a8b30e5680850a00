import { paths } from "#app/content/paths.ts";
import { pagePaths } from "#app/content/routes.ts";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ANY_WIDTH, oneOfEachKind, widthTag, widthDependentPages } from "./viewports.ts";

// Keyboard users must see where they are (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not
// Obscured). On every prerendered route, Tab from the top of the page through every tab stop
// until focus leaves the document; at each stop the focused element must be in view, not
// hidden or covered, and carry a focus indicator it did not have before it was focused.
//
// The indicator is read from computed styles, never from class names: a visible outline
// (style not none, width >= 1 px, colour not transparent) or a visible box-shadow layer, on
//  - the focused element itself or its ::before / ::after,
//  - one of its labels (a visually hidden file input shows focus on its drop-zone label),
//  - or an ancestor below the nearest landmark, section or form (a card or the phone field's
//    frame outlined through `:has(:focus-visible)`),
// that differs from the same element's look before anything was focused (recorded when the
// page has loaded, so a card's permanent shadow or a selected tab's ring never counts), and
// that is not clipped away by an `overflow` ancestor.

const routes = [
  ...pagePaths,
  paths.notFound,
  paths.contactSent,
  paths.applicationSent,
  paths.formProblem,
];

/** Far more tab stops than any page has: reaching it means focus never leaves the page. */
const MAX_STOPS = 250;

/**
 * A ring must stand out from the background around it by 3:1, as WCAG 1.4.11 (Non-text
 * Contrast) asks of the visual information needed to see a component's state.
 */
const MIN_RING_CONTRAST = 3;

// Transitions (a field's border, a healthcare panel growing) and smooth scrolling end at once,
// so one look per stop sees the page as it settles after the key press.
test.use({ reducedMotion: "reduce" });

interface Stop {
  /** false: focus is on the document itself (it left the page's elements, or was lost) */
  onElement: boolean;
  /** the stop at which this element was focused before (Tab came back to it) */
  seenAt: number | null;
  /** inside an island that has not hydrated yet (the focus starts its hydration) */
  hydrating: boolean;
  element: string;
  /** where the focus indicator was found, and its contrast with what surrounds it */
  indicator: string;
  problems: string[];
}

/**
 * Runs in the page: describes the focused element and judges how it shows focus. Every call
 * first records the unfocused look of each element not involved in the current focus (the
 * first call, before any Tab, records the whole page; later calls add elements that
 * hydration created). With `afterTab` it is sent along with the Tab key and first waits for
 * focus to move. Self-contained, since it is serialised into the page.
 */
async function probeFocus({
  stopIndex,
  minContrast,
  afterTab,
}: {
  stopIndex: number;
  minContrast: number;
  afterTab: boolean;
}): Promise<Stop> {
  interface Look {
    outline: string | null;
    outlineColor: string;
    outlineBand: [number, number];
    shadows: string[];
  }
  interface Looks {
    self: Look;
    before: Look | null;
    after: Look | null;
  }
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const store = window as unknown as {
    __focusProbe?: {
      baseline: WeakMap<Element, Looks>;
      stops: Map<Element, number>;
      last: Element | null;
    };
  };
  const state = (store.__focusProbe ??= {
    baseline: new WeakMap(),
    stops: new Map(),
    last: document.activeElement,
  });
  if (afterTab) {
    // Each check is a task of its own, so once focus has moved the key's whole default action
    // (moving focus, scrolling it into view) is over.
    const until = performance.now() + 10_000;
    while (document.activeElement === state.last && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  state.last = document.activeElement;

  // The look once focus has landed: transitions still running (reduced motion makes them
  // 0.01 ms long, but they end only at the next frame) jump to their end.
  for (const animation of document.getAnimations()) {
    if (animation instanceof CSSTransition) animation.finish();
  }

  // colours as sRGB through a 1×1 canvas (computed colours may be oklab(), color(srgb …) …)
  const paint = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string): number[] => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = "#000";
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  // the alpha of a computed colour: rgba(…, a), oklab(… / a), color(srgb … / a), transparent
  const alpha = (color: string): number => {
    if (color === "transparent") return 0;
    const value = /(?:,|\/)\s*([\d.]+)(%?)\s*\)$/.exec(color);
    if (!value || (color.startsWith("rgb(") && !color.includes("/"))) return 1;
    return Number(value[1]) / (value[2] ? 100 : 1);
  };
  const colorPattern = /(?:rgba?|hsla?|hwb|oklab|oklch|lab|lch|color)\([^)]*\)|transparent/;
  const splitTopLevel = (list: string): string[] => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < list.length; i++) {
      if (list[i] === "(") depth++;
      else if (list[i] === ")") depth--;
      else if (list[i] === "," && depth === 0) {
        parts.push(list.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(list.slice(start).trim());
    return parts;
  };
  // how far a shadow reaches beyond the border box [inner, outer] (inset: inside it)
  const shadowBand = (shadow: string): [number, number] => {
    const [x = 0, y = 0, blur = 0, spread = 0] = (
      shadow.replace(colorPattern, "").match(/-?[\d.]+px/g) ?? []
    ).map(parseFloat);
    const reach = Math.max(Math.abs(x), Math.abs(y)) + blur + spread;
    return /\binset\b/.test(shadow) ? [-reach, 0] : [0, reach];
  };
  const lookOf = (style: CSSStyleDeclaration): Look => {
    const width = parseFloat(style.outlineWidth) || 0;
    const offset = parseFloat(style.outlineOffset) || 0;
    const outlined = style.outlineStyle !== "none" && width >= 1 && alpha(style.outlineColor) > 0;
    return {
      outline: outlined ? `${style.outlineStyle} ${width}px ${style.outlineColor}` : null,
      outlineColor: style.outlineColor,
      outlineBand: [offset, offset + width],
      shadows:
        style.boxShadow === "none"
          ? []
          : splitTopLevel(style.boxShadow).filter((shadow) => {
              const [inner, outer] = shadowBand(shadow);
              const color = colorPattern.exec(shadow)?.[0] ?? style.color;
              return (inner < 0 || outer > 0) && alpha(color) > 0;
            }),
    };
  };
  const pseudoLook = (element: Element, pseudo: "::before" | "::after"): Look | null => {
    const style = getComputedStyle(element, pseudo);
    return style.content === "none" || style.content === "normal" ? null : lookOf(style);
  };
  // pseudo-elements are candidates only on what can take focus, and on labels
  const focusable = "a, button, input, select, textarea, summary, label, iframe, [tabindex]";
  const looksOf = (element: Element): Looks => {
    const pseudos = element.matches(focusable);
    return {
      self: lookOf(getComputedStyle(element)),
      before: pseudos ? pseudoLook(element, "::before") : null,
      after: pseudos ? pseudoLook(element, "::after") : null,
    };
  };
  const describe = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    const attributes = ["href", "id", "role", "type", "name", "aria-label"]
      .map((name) => [name, element.getAttribute(name)] as const)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("");
    const labels = "labels" in element ? (element.labels as NodeListOf<HTMLElement> | null) : null;
    const text = (labels?.[0]?.textContent ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim();
    const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
    return `<${tag}${attributes}>${short ? ` "${short}"` : ""}`;
  };

  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const onElement = !!active && active !== document.body && active !== document.documentElement;
  const labels =
    active && "labels" in active ? [...((active.labels as NodeListOf<Element> | null) ?? [])] : [];
  for (const element of document.body.querySelectorAll("*")) {
    if (state.baseline.has(element)) continue;
    if (onElement && (element.contains(active) || labels.includes(element))) continue;
    state.baseline.set(element, looksOf(element));
  }
  const none = { seenAt: null, hydrating: false, element: "", indicator: "", problems: [] };
  if (!active || !onElement) return { ...none, onElement };
  const focused = active;
  const element = describe(focused);
  if (focused.closest("astro-island[ssr]")) return { ...none, onElement, element, hydrating: true };
  const seenAt = state.stops.get(focused) ?? null;
  if (seenAt !== null) return { ...none, onElement, element, seenAt };
  state.stops.set(focused, stopIndex);

  // Geometry, in viewport coordinates.
  const viewport: Box = {
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: document.documentElement.clientHeight,
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
  const grow = (box: Box, by: number): Box => ({
    left: box.left - by,
    top: box.top - by,
    right: box.right + by,
    bottom: box.bottom + by,
  });
  const boxOf = (element: Element): Box => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  };
  const everywhere: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  // `clip-path` and `clip` cut off everything of an element outside them, its outline and
  // descendants included (an inset() is followed; any other shape is taken as the border box)
  const shapeOf = (element: Element, style: CSSStyleDeclaration): Box => {
    const own = boxOf(element);
    let box = everywhere;
    if (style.clipPath !== "none") {
      const inset = /^inset\(([^)]*)\)/.exec(style.clipPath);
      if (inset) {
        const [t = "0", r = t, b = t, l = r] = inset[1]!.split(" round ")[0]!.trim().split(/\s+/);
        const length = (value: string, size: number) =>
          value.endsWith("%") ? (parseFloat(value) / 100) * size : parseFloat(value) || 0;
        const [width, height] = [own.right - own.left, own.bottom - own.top];
        box = {
          left: own.left + length(l, width),
          top: own.top + length(t, height),
          right: own.right - length(r, width),
          bottom: own.bottom - length(b, height),
        };
      } else {
        box = own;
      }
    }
    const rect = /^rect\(([^)]*)\)/.exec(style.clip);
    if (rect && (style.position === "absolute" || style.position === "fixed")) {
      const [t, r, b, l] = rect[1]!.split(/,?\s+/).map((value) => parseFloat(value));
      box = intersect(box, {
        left: Number.isNaN(l) ? -Infinity : own.left + l!,
        top: Number.isNaN(t) ? -Infinity : own.top + t!,
        right: Number.isNaN(r) ? Infinity : own.left + r!,
        bottom: Number.isNaN(b) ? Infinity : own.top + b!,
      });
    }
    return box;
  };
  // What is left to see of an element, outline included: its own clip-path, then every
  // ancestor's clip-path and every ancestor with overflow other than visible (following the
  // containing blocks of absolute and fixed elements). `by` is the innermost ancestor that
  // cuts off part of the element's own box.
  const clipOf = (element: Element): { box: Box; by: Element | null } => {
    const own = boxOf(element);
    const ownStyle = getComputedStyle(element);
    let box = shapeOf(element, ownStyle);
    let by: Element | null = null;
    let position = ownStyle.position;
    for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      let next = intersect(box, shapeOf(a, style));
      const holdsFixed =
        style.transform !== "none" ||
        style.filter !== "none" ||
        style.perspective !== "none" ||
        /paint|layout|strict|content/.test(style.contain);
      const holdsAbsolute = holdsFixed || style.position !== "static";
      const contains =
        position === "fixed" ? holdsFixed : position === "absolute" ? holdsAbsolute : true;
      if (contains) {
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const r = a.getBoundingClientRect();
          const left = r.left + a.clientLeft;
          const top = r.top + a.clientTop;
          next = intersect(next, {
            left: style.overflowX === "visible" ? -Infinity : left,
            right: style.overflowX === "visible" ? Infinity : left + a.clientWidth,
            top: style.overflowY === "visible" ? -Infinity : top,
            bottom: style.overflowY === "visible" ? Infinity : top + a.clientHeight,
          });
        }
        position =
          style.position === "absolute" || style.position === "fixed" ? style.position : "";
      }
      if (!by && area(intersect(own, next)) < area(intersect(own, box))) by = a;
      box = next;
    }
    return { box, by };
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // Contrast of a ring with the solid background around it (null over a gradient or image).
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
  const luminance = (rgb: number[]) =>
    rgb
      .map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrastAround = (color: string, from: Element | null): number | null => {
    const layers: number[][] = [];
    for (let a = from; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.backgroundImage !== "none") return null;
      const layer = rgba(style.backgroundColor);
      if (layer[3]! > 0) layers.push(layer);
      if (layer[3]! >= 1) break;
    }
    const behind = layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
    const lum = [luminance(over(rgba(color), behind)), luminance(behind)];
    return (Math.max(...lum) + 0.05) / (Math.min(...lum) + 0.05);
  };

  const problems: string[] = [];

  // Where the focus indicator is drawn: new rings on the element, its labels, its ancestors.
  const hosts: Element[] = [focused, ...labels];
  for (let a = focused.parentElement; a && a !== document.body; a = a.parentElement) {
    if (a.matches("main, nav, header, footer, aside, section, form, dialog, [role=dialog]")) break;
    hosts.push(a);
  }
  interface Ring {
    what: string;
    host: Element;
    /** share of the ring's band that clip-path and overflow (its own, its ancestors') leave */
    unclipped: number;
    /** share of it on screen */
    onScreen: number;
    contrast: number | null;
  }
  const rings: Ring[] = [];
  let own = "not rendered";
  for (const host of hosts) {
    if (!visible(host)) continue;
    const was = state.baseline.get(host);
    const now = looksOf(host);
    const box = boxOf(host);
    const clip = clipOf(host).box;
    const parts = [
      ["", now.self, was?.self],
      ["::before", now.before, was?.before],
      ["::after", now.after, was?.after],
    ] as const;
    for (const [pseudo, look, before] of parts) {
      if (!look) continue;
      if (host === focused && !pseudo) {
        own = `outline ${look.outline ?? "none"}, box-shadow ${look.shadows.join(", ") || "none"}`;
      }
      const added: [string, string, [number, number]][] = [];
      if (look.outline && look.outline !== before?.outline) {
        added.push([`outline ${look.outline}`, look.outlineColor, look.outlineBand]);
      }
      for (const shadow of look.shadows) {
        if (before?.shadows.includes(shadow)) continue;
        const color = colorPattern.exec(shadow)?.[0] ?? "black";
        added.push([`box-shadow ${shadow}`, color, shadowBand(shadow)]);
      }
      for (const [what, color, [inside, outside]] of added) {
        const outer = grow(box, outside);
        const inner = grow(box, inside);
        const whole = area(outer) - area(inner);
        const shownIn = (region: Box) =>
          whole > 0 ? (area(intersect(outer, region)) - area(intersect(inner, region))) / whole : 0;
        rings.push({
          what: `${what} on ${host === focused ? "itself" : describe(host)}${pseudo}`,
          host,
          unclipped: shownIn(clip),
          onScreen: shownIn(intersect(clip, viewport)),
          // outside the box it is seen against the parent's background, inside (an inset
          // shadow, a negative offset, a pseudo-element) against the host's own
          contrast: contrastAround(color, pseudo || inside < 0 ? host : host.parentElement),
        });
      }
    }
  }
  // the clearest ring: at least a quarter of it left by clip-path and overflow, some of it on
  // screen, standing out from its background; the highest contrast first (an unknown one,
  // over a gradient or image, after known ones)
  const best = rings
    .filter((ring) => ring.unclipped >= 0.25 && ring.onScreen > 0)
    .filter((ring) => ring.contrast === null || ring.contrast >= minContrast)
    .sort((a, b) => (b.contrast ?? 0) - (a.contrast ?? 0))[0];
  const indicator = best
    ? `${best.what}${best.contrast === null ? "" : `, ${best.contrast.toFixed(1)}:1`}`
    : "";
  if (!best) {
    const faint = rings.find((ring) => ring.contrast !== null && ring.contrast < minContrast);
    const clipped = rings.find((ring) => ring !== faint);
    problems.push(
      clipped
        ? `has its focus ring clipped away: ${clipped.what}, ${Math.round(100 * clipped.unclipped)}% of it left by clip-path and overflow, ${Math.round(100 * clipped.onScreen)}% on screen`
        : faint
          ? `has a focus ring that does not stand out: ${faint.what}, ${faint.contrast!.toFixed(2)}:1 against its background`
          : `shows no focus indicator (${own}; nothing new on its labels or ancestors either)`,
    );
  }

  // In view: most of the focused element (of its indicator, when the element itself is
  // visually hidden, like a 1 px file input) inside the viewport and its clipping ancestors.
  const ownBox = boxOf(focused);
  const hidden =
    !visible(focused) ||
    ownBox.right - ownBox.left <= 1 ||
    ownBox.bottom - ownBox.top <= 1 ||
    area(intersect(ownBox, shapeOf(focused, getComputedStyle(focused)))) === 0;
  const shown = hidden ? best?.host : focused;
  if (!shown) {
    if (!visible(focused)) problems.push("is not rendered (display, visibility or opacity)");
  } else {
    const box = boxOf(shown);
    const { box: clip, by } = clipOf(shown);
    const seen = intersect(intersect(box, clip), viewport);
    const room =
      Math.min(box.right - box.left, viewport.right) *
      Math.min(box.bottom - box.top, viewport.bottom);
    const share = room > 0 ? area(seen) / room : 0;
    if (share < 0.5) {
      const where =
        area(intersect(box, viewport)) > area(seen) && by ? ` (clipped by ${describe(by)})` : "";
      problems.push(
        `is mostly out of view: ${Math.round(100 * share)}% of ${shown === focused ? "it" : describe(shown)} is visible${where}`,
      );
    } else {
      // Not covered by something else (the fixed bar): some point of it answers a hit test.
      const related = (hit: Element) =>
        focused.contains(hit) ||
        hit.contains(focused) ||
        shown.contains(hit) ||
        hit.contains(shown);
      let cover: Element | null = null;
      const points = [
        [0.5, 0.5],
        [0.15, 0.15],
        [0.85, 0.15],
        [0.15, 0.85],
        [0.85, 0.85],
      ] as const;
      const free = points.some(([fx, fy]) => {
        const hit = document.elementFromPoint(
          seen.left + fx * (seen.right - seen.left),
          seen.top + fy * (seen.bottom - seen.top),
        );
        if (!hit || related(hit)) return true;
        cover ??= hit;
        return false;
      });
      if (!free && cover) problems.push(`is covered by ${describe(cover)}`);
    }
  }

  return { ...none, onElement, element, indicator, problems };
}

/** Tabs through `route` from the top and fails on every stop that does not show focus. */
async function expectEveryStopShown(page: Page, route: string, testInfo: TestInfo) {
  const probe = (stopIndex: number, afterTab = false) =>
    page.evaluate(probeFocus, { stopIndex, minContrast: MIN_RING_CONTRAST, afterTab });
  await page.goto(route);
  // records the unfocused look of the whole page before the first Tab
  expect((await probe(-1)).onElement, "nothing is focused at first").toBe(false);

  const stops: string[] = [];
  const problems: { stop: number; element: string; problem: string }[] = [];
  for (let index = 0; ; index++) {
    expect(
      index,
      `${route}: focus was still on the page after ${MAX_STOPS} tab stops:\n${stops.join("\n")}`,
    ).toBeLessThan(MAX_STOPS);
    // the look is asked for along with the key (it waits for focus to move): one round trip
    let [stop] = await Promise.all([probe(index, true), page.keyboard.press("Tab")]);
    if (stop.hydrating) {
      // focus starts the form's hydration: look once React has taken over the markup
      await expect(page.locator("astro-island:focus-within")).not.toHaveAttribute("ssr", {
        timeout: 15_000,
      });
      stop = await probe(index);
      expect(stop.onElement, `${route}: focus was lost when ${stop.element} hydrated`).toBe(true);
    }
    if (!stop.onElement) break;
    if (stop.seenAt !== null) {
      // back at an earlier stop without leaving the page: only the first one is the page
      // starting over, any other is a keyboard trap
      expect(stop.seenAt, `${route}: Tab cycles back to stop ${stop.seenAt + 1}`).toBe(0);
      break;
    }
    stops.push(`stop ${index + 1}: ${stop.element} — ${stop.indicator || "no indicator"}`);
    for (const problem of stop.problems) {
      problems.push({ stop: index + 1, element: stop.element, problem });
    }
  }
  expect(stops.length, `${route} has tab stops`).toBeGreaterThan(0);
  await testInfo.attach("tab stops", { body: stops.join("\n"), contentType: "text/plain" });

  expect(
    problems.map((found) => `${route} stop ${found.stop}: ${found.element} ${found.problem}`),
    `focus is not visible at these stops of ${route}`,
  ).toEqual([]);
}

// one page of each kind (pages of a kind share their template and sections: one case study,
// one post, one topic …), at 1280 px, and at 390 px those whose controls differ there
// (viewports.ts: the phone's menu, carousels, panels, forms): decision 0022
const kinds = oneOfEachKind(routes);
const atBothWidths = widthDependentPages(routes);
for (const route of kinds) {
  test(
    `${route}: every tab stop shows where focus is`,
    {
      tag: widthTag(route, atBothWidths),
    },
    async ({ page }, testInfo) => {
      // 30 to 50 stops, each a key press and a look: on a busy machine this nears 30 s
      test.slow();
      await expectEveryStopShown(page, route, testInfo);
    },
  );
}

// High-contrast modes (forced colours) drop box shadows and author colours: a focus ring drawn
// with a shadow, or a field whose border only shows in brand colours, vanishes there (WCAG
// 1.4.11, 2.4.7). The same walk, in that mode, on the pages that hold every kind of control:
// the navigation and its menus, cards, carousels, both forms with their tabs, the résumé drop
// zone, the phone field's frame, a post's footnotes and scroll boxes, and the dialogs' triggers.
const firstPost = pagePaths.find((path) => /^\/insights\/(?!tag\/|page\/)[^/]+$/.test(path))!;
const forcedColorRoutes = ["/", paths.contact, paths.job("testengineer"), paths.trust, firstPost];
// the focus styles of forced colours do not depend on the width: once, at 1280 px
for (const route of forcedColorRoutes) {
  test(
    `${route} in forced colours: every tab stop shows where focus is`,
    {
      tag: ANY_WIDTH,
    },
    async ({ page }, testInfo) => {
      test.slow();
      await page.emulateMedia({ forcedColors: "active" });
      await expectEveryStopShown(page, route, testInfo);
    },
  );
}

// One focus ring in the header (the review of 2026-11-28): every stop from the skip link to the
// call to action shows the one ring token from the frame focus lands, with motion allowed. The
// ring's colour had been set only on focus, so where `transition-colors` runs (Solutions,
// Verticals … the buttons) it faded in from the text's colour: navy, or white on the button.
test.describe("the header's focus ring", () => {
  test.use({ reducedMotion: "no-preference" });
  test(
    "one ring colour at every header stop, with no fade",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto(paths.home);
      const rings: string[] = [];
      for (let stop = 0; stop < 15; stop++) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          if (!focused.closest("header") && !focused.matches("a[href^='#']")) return null;
          const style = getComputedStyle(focused);
          const fading = focused
            .getAnimations()
            .some(
              (animation) => (animation as CSSTransition).transitionProperty === "outline-color",
            );
          const token = getComputedStyle(document.documentElement).getPropertyValue("--focus-ring");
          // the token as a computed colour, for comparison with the outline's
          const probe = document.createElement("span");
          probe.style.color = token;
          document.body.append(probe);
          const expected = getComputedStyle(probe).color;
          probe.remove();
          const name = (focused.textContent || focused.getAttribute("aria-label") || "").trim();
          return `${name}: ${style.outlineColor}${fading ? " (fading)" : ""}${style.outlineColor === expected ? "" : ` (not ${expected})`}`;
        });
        if (ring === null) break;
        rings.push(ring);
      }
      expect(rings.length).toBeGreaterThanOrEqual(8);
      expect(
        rings.filter((ring) => / \((fading|not )/.test(ring)),
        rings.join("\n"),
      ).toEqual([]);
    },
  );
});
