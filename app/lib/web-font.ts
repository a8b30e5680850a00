// The web font's file and how a page knows it may use it at once (decision 0024). The font
// never takes part in a first visit's first paint: that page paints in the metric-matched
// fallback and fetches the font afterwards (behaviours/web-font.ts); a page reached from
// another page of the site finds it in the cache and uses it from its first paint
// (`font-display: optional` in app/app.css, so a font that is not there in time is simply
// not used, and text never moves).
import fontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export { fontUrl };

/** The attribute on <html> that turns the web font on (app/app.css). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";

/**
 * The layout's inline head script (hashed by the CSP like every inline script): a visitor
 * who came from a page of this site has the font in the cache, since that page fetched it
 * after its own paint. Nothing is stored on the visitor's device to know it.
 */
export const webFontHeadScript =
  `try{if(document.referrer.startsWith(location.origin+"/"))` +
  `document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"")}catch(e){}`;
