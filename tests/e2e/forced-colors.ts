import type { Locator } from "@playwright/test";

/**
 * What of an element still shows under `forced-colors: active` (emulate it first): its
 * background and borders when their colour differs from the system Canvas behind them, its
 * outline and text decoration. Box shadows and author colours are gone in that mode, so an
 * element or state drawn only with them reads as "" here (WCAG 1.4.11). Colour transitions
 * on the element run to their end first: switching the media mid-page starts them, and a
 * look taken halfway (a CI run saw rgba(5, 0, 73, 0.8) on its way to Highlight) is no look.
 */
export function forcedColorsLook(element: Locator): Promise<string> {
  return element.evaluate(async (node) => {
    await Promise.all(
      node.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
    const probe = document.createElement("span");
    probe.style.color = "Canvas";
    document.body.append(probe);
    const canvas = getComputedStyle(probe).color;
    probe.remove();
    const rgb = (colour: string) => /\d+, \d+, \d+/.exec(colour)?.[0];
    const alpha = (colour: string) => Number(/^rgba\(.*, ([\d.]+)\)$/.exec(colour)?.[1] ?? 1);
    const shows = (colour: string) => alpha(colour) > 0 && rgb(colour) !== rgb(canvas);

    const style = getComputedStyle(node);
    const look: string[] = [];
    if (shows(style.backgroundColor)) look.push(`background ${style.backgroundColor}`);
    for (const side of ["top", "right", "bottom", "left"]) {
      const width = style.getPropertyValue(`border-${side}-width`);
      const colour = style.getPropertyValue(`border-${side}-color`);
      if (parseFloat(width) > 0 && style.getPropertyValue(`border-${side}-style`) !== "none")
        if (shows(colour)) look.push(`border-${side} ${width} ${colour}`);
    }
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0)
      if (shows(style.outlineColor))
        look.push(`outline ${style.outlineWidth} ${style.outlineColor}`);
    if (style.textDecorationLine !== "none")
      look.push(`text-decoration ${style.textDecorationLine}`);
    return look.join("; ");
  });
}
