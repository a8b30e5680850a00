import { NEEDS_BEHAVIOUR } from "#app/lib/needs-behaviour.ts";
import { rewritePages } from "./built-pages.ts";

/**
 * The page's behaviour scripts (menus, carousels, testimonials, the demo dialog) enhance HTML
 * that already works: the menus are native popovers, the carousels scroll, the dialog's
 * trigger is a link. The first paint needs none of them, yet as `<script type="module">`
 * Chromium fetches them (and everything they import) at High priority beside the stylesheet
 * and the font, and Lighthouse counts every request that finishes before the largest paint
 * in that paint. So Astro's module scripts are replaced by one inline loader at the end of
 * <body> that imports them once the page has loaded and painted (`load`, the first
 * contentful paint, then one more frame), or at a visitor's first pointer, touch or key,
 * whichever comes first. The forms' islands are not touched: they load on a visitor's first
 * action too, through their own directive.
 */
const MODULE_SCRIPT = /<script type="module" src="(\/assets\/[^"]+\.js)"><\/script>/g;
/** How long after `load` the behaviours come at the latest, painted or not. */
export const FALLBACK_MS = 3000;
const LOADER = /<script>\(\(s\)=>\{[^<]*\}\)\((\[[^\]]*\])\)<\/script>/;

export function loaderScript(sources: readonly string[]): string {
  const code = [
    // the behaviours, imported once; a click held meanwhile is let go when they are in
    "let loading;",
    'const run=()=>loading??=Promise.all(s.map(u=>import(u).catch(()=>{}))).then(()=>removeEventListener("click",hold,true));',
    // after `load`, the first contentful paint (a frame after `load` need not be it), then
    // one more frame; where paint timing is missing, one frame after `load`; and at the
    // latest FALLBACK_MS after `load`, as a page opened in a background tab never reports a
    // first paint
    "const next=()=>requestAnimationFrame(()=>setTimeout(run));",
    'const fcp=l=>l.getEntriesByName("first-contentful-paint").length>0;',
    `const painted=()=>{setTimeout(run,${FALLBACK_MS});if(!PerformanceObserver.supportedEntryTypes?.includes("paint")||fcp(performance))return next();const o=new PerformanceObserver(l=>{if(fcp(l)){o.disconnect();next()}});o.observe({type:"paint"})};`,
    'document.readyState=="complete"?painted():addEventListener("load",painted,{once:true});',
    // a visitor who acts first gets them at once: a plain click on a marked control (the
    // "Request a Demo" links, the carousels' buttons) waits for them and is replayed, and
    // only replayed: a behaviour already in while another still loads must not see it too
    // (the demo dialog opened twice: two scheduler loads)
    `const hold=e=>{const t=e.target.closest?.("[${NEEDS_BEHAVIOUR}]");if(!t||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();run().then(()=>t.click())};`,
    'addEventListener("click",hold,true);',
    'for(const t of ["pointerdown","touchstart","keydown"])addEventListener(t,run,{once:true,passive:true,capture:true});',
  ];
  return `<script>((s)=>{${code.join("")}})(${JSON.stringify(sources)})</script>`;
}

/** The behaviour modules a built page loads after its first paint. */
export function behaviourSources(html: string): string[] {
  const list = html.match(LOADER)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

export function loadBehavioursAfterPaint(html: string): string {
  const sources = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!))];
  if (sources.length === 0) return html;
  const end = html.lastIndexOf("</body>");
  if (end < 0) throw new Error("a page without </body>: nowhere to put the behaviour loader");
  const without = html.slice(0, end).replace(MODULE_SCRIPT, "");
  return `${without}${loaderScript(sources)}${html.slice(end)}`;
}

/** Rewrites every built page under `clientDir`. */
export function loadBehavioursAfterPaintIn(clientDir: string): void {
  rewritePages(clientDir, loadBehavioursAfterPaint);
}
