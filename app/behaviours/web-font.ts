// After the first paint (like every behaviour, decision 0013): fetch the web font into the
// cache, so the next page of the visit can use it from its first paint (decision 0024).
// Nothing is swapped in here: this page keeps the font it painted with.
import { fontUrl, WEB_FONT_ATTRIBUTE } from "#app/lib/web-font.ts";
import { whenIdle } from "./idle.ts";

if (!document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE) && "FontFace" in window) {
  whenIdle(() => loadFont());
}

function loadFont() {
  new FontFace("Inter Variable", `url(${fontUrl})`, { weight: "100 900" }).load().catch(() => {
    // offline or refused: the next page paints in the fallback, as this one did
  });
}
