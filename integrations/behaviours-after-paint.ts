import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { FIRST_EVENTS, ISLAND_TAKEN } from "#app/islands/first-events.ts";
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
 * whichever comes first (decision 0013).
 *
 * After the paint they run one per task (decision 0031): every module the page needs is asked
 * for at once (`modulepreload`, fetched in parallel, not run), then each behaviour is imported
 * and run with a yield before the next (`scheduler.yield()` where there is one, a macrotask
 * otherwise), so no task of ours holds the main thread for more than one behaviour.
 *
 * The forms' islands (`client:interaction`, decision 0012) come the same way: Astro's inline
 * island runtime and the forms' directive move into a file the loader imports first, and a
 * small inline holder (app/islands/first-events.ts) keeps the visitor's first events for the
 * directive until then. The document then fits the first round trip as its script-free
 * control does.
 */
const MODULE_SCRIPT = /<script type="module" src="(\/assets\/[^"]+\.js)"><\/script>/g;
/** How long after `load` the behaviours come at the latest, painted or not. */
export const FALLBACK_MS = 3000;
const LOADER = /<script>\(\(s,l=addEventListener\)=>\{[^<]*\}\)\((\[[^\]]*\])\)<\/script>/;
/** How long a submit kept for a form's directive waits for it before the form posts natively. */
export const HOLDER_LIMIT_MS = 10_000;
/** Astro's inline scripts for islands: its runtime (`<astro-island>`) and its directives. */
const ISLAND_SCRIPT = /<script>(\(\(\)=>\{[\s\S]*?)<\/script>/g;
const isIslandScript = (code: string) =>
  code.includes('customElements.define("astro-island"') ||
  code.includes("(self.Astro||(self.Astro={}))");
const ISLAND_OPEN = /<astro-island\b[^>]*>/g;
/**
 * What Astro writes on an island that no script of such a page needs: its `uid` (a hash for
 * development's hot reload, which moved /contact's brotli by up to 30 bytes with the build's
 * folder), the options for its directive (`opts`: the forms' directive takes none, the runtime
 * then hands it `null`) and the wait for its children (`await-children` and the end marker:
 * the runtime now comes after the page is parsed, its children all there). Left out on the
 * pages whose islands all wait for the forms' directive: /contact needs the bytes for its
 * tabs' keys (decision 0031).
 */
const UNREAD_ISLAND_ATTRIBUTES = / (?:uid|opts)="[^"]*"| await-children(?=[\s>])/g;
const CHILDREN_END = "<!--astro:end-->";

/**
 * The tabs' keys before the directive is in, in as few bytes as the page can spare (`a`: the
 * tab the key was pressed on, `x` its place among the `n` tabs `T`). The key's code less 32
 * (`j`) picks the place focus goes (`m`): Space (32) clicks the tab (a tab's click, kept
 * above); End (35), Home (36), Left (37) and Right (39) move focus as `tabMoves` does
 * (app/components/forms/tab-keys.ts; the unit test holds the two to the same answers). A key
 * with Alt or Meta is the browser's (Alt+Left goes back).
 */
const TAB_KEYS =
  'if(y=="keydown"&&a&&!e.altKey&&!e.metaKey){const T=[...a.parentNode.children],n=T.length,x=T.indexOf(a),j=e.keyCode-32,m=[x,,,n-1,0,x+n-1,,x+1][j];m>=0&&(e.preventDefault(),j?T[m%n].focus():a.click())}';

/** A round number of milliseconds as the loader writes it (3e3). */
const short = (ms: number) => ms.toExponential().replace("+", "");

export interface LoaderNeeds {
  /** the page has a form island (`client:interaction`): keep the events inside it */
  forms?: boolean;
  /** the page has a control marked `data-needs-behaviour`: hold its plain click */
  marked?: boolean;
  /** ask for every behaviour at once before running them one by one */
  preload?: boolean;
}

/**
 * The loader, given the behaviour modules in the order they run. Its text is written small by
 * hand (every byte counts on a form page: decision 0031), and only with the parts the page
 * needs.
 */
export function loaderScript(
  sources: readonly string[],
  { forms = false, marked = true, preload = true }: LoaderNeeds = {},
): string {
  const code = [
    // g: the behaviours, imported once; d: all of them in
    marked ? "let g,d;" : "let g;",
    "const r=()=>g??=(async()=>{",
    // fetched at once (not run), then run one per task, with a yield between them
    preload
      ? 'for(const u of s){const k=document.createElement("link");k.rel="modulepreload";k.href=u;document.head.append(k)}'
      : "",
    "for(const u of s)await import(u).catch(()=>{}),await(self.scheduler?.yield?.()??new Promise(r=>setTimeout(r)));",
    marked ? "d=1" : "",
    "})();",
    // after `load` and the first contentful paint (a frame after `load` need not be it), then
    // one more frame; at the latest FALLBACK_MS after `load`, as a page opened in a background
    // tab, or a browser without paint timing, never reports a first paint (the paint is
    // reported once: the observer needs no disconnecting, and `r` runs once whatever calls it)
    `l("load",()=>{setTimeout(r,${short(FALLBACK_MS)});new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&requestAnimationFrame(()=>setTimeout(r))).observe({type:"paint",buffered:!0})});`,
    `const ${forms ? `q=self.${FIRST_EVENTS}=[],` : ""}on=e=>{const{target:t,type:y}=e;`,
    // a visitor who acts gets them at once
    "r();",
    // inside a form island its directive will decide (decision 0012): every event is kept for
    // it; a submit, a tab's click and a drop of a file are stopped, the dropped files put into
    // the input (they are gone after the event); dragging over the file input allows the drop.
    // A submit kept 10 s without a directive (its file never came) is sent natively.
    // On a tab the keys act at once, as the directive's would (TAB_KEYS): the arrows, Home and
    // End move focus, Space clicks (a tab's click, kept above); the directive never acts on
    // a kept key, so nothing is done twice.
    forms
      ? `const i=t.closest("astro-island");if(i&&!i.${ISLAND_TAKEN}){const c=t.closest("label")?.control,a=t.closest("[role=tab]");if(c?.type!="file"&&(y=="drop"||y=="dragover"))return;if(y=="dragover")return e.preventDefault();y=="drop"&&e.dataTransfer.files.length&&(c.files=e.dataTransfer.files);(y=="submit"||y=="drop"||y=="click"&&a)&&(e.preventDefault(),e.stopImmediatePropagation());q.push(e);${TAB_KEYS}y=="submit"&&setTimeout(()=>i.${ISLAND_TAKEN}||(i.${ISLAND_TAKEN}=1,t.submit()),${short(HOLDER_LIMIT_MS)})${marked ? ";return" : ""}}`
      : "",
    // a plain click on a marked control (the "Request a Demo" links, the carousels' buttons)
    // waits for them and is replayed, and only replayed: a behaviour already in while another
    // still loads must not see it too (the demo dialog opened twice: two scheduler loads)
    marked
      ? `const m=y=="click"&&!d&&t.closest?.("[${NEEDS_BEHAVIOUR}]");if(!m||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopImmediatePropagation();r().then(()=>m.click())`
      : "",
    "};",
    `for(const y of"${["click", "pointerdown", "keydown", ...(forms ? ["submit", "change", "drop", "dragover", "focusout"] : [])].join(" ")}".split(" "))l(y,on,!0);`,
    // scripts run: the forms answer with the spec's messages, never the browser's bubble
    forms ? 'for(const f of document.querySelectorAll("astro-island form"))f.noValidate=!0' : "",
  ];
  return `<script>((s,l=addEventListener)=>{${code.join("")}})(${JSON.stringify(sources)})</script>`;
}

/** The behaviour modules a built page loads after its first paint, in the order they run. */
export function behaviourSources(html: string): string[] {
  return loaderOf(html)?.sources ?? [];
}

/** A built page's loader: its text and the modules it runs. */
export function loaderOf(html: string): { text: string; sources: string[] } | undefined {
  const match = html.match(LOADER);
  if (!match) return undefined;
  return { text: match[0], sources: JSON.parse(match[1]!) as string[] };
}

/** The file name of the islands' start (Astro's runtime and directives) with this code. */
export function islandStartFile(code: string): string {
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  return `/assets/islands.${hash}.js`;
}

/**
 * Takes Astro's inline island runtime and directives out of a page whose islands all wait for
 * a first action (`client:interaction`). Returns the page and the code taken (none when the
 * page has no such islands).
 */
export function deferIslandStart(html: string): { html: string; code?: string } {
  const islands = [...html.matchAll(ISLAND_OPEN)];
  if (islands.length === 0) return { html };
  // an island that hydrates at load or when idle or visible would keep its runtime inline
  if (!islands.every((island) => island[0].includes('client="interaction"'))) return { html };
  const moved: string[] = [];
  const without = html
    .replace(ISLAND_SCRIPT, (script, code: string) => {
      if (!isIslandScript(code)) return script;
      moved.push(code);
      return "";
    })
    .replace(ISLAND_OPEN, (open) => open.replace(UNREAD_ISLAND_ATTRIBUTES, ""))
    .replaceAll(CHILDREN_END, "");
  return moved.length === 0 ? { html } : { html: without, code: moved.join("\n") };
}

/**
 * Replaces a page's module scripts by the loader. `islands` is the file of the islands' start
 * when `deferIslandStart` took it out: it runs first, and the loader goes right after the last
 * island, so that it keeps the forms' events before anyone can act on them (decision 0012).
 * Elsewhere the loader is at the end of <body>.
 */
export function loadBehavioursAfterPaint(html: string, islands?: string): string {
  const found = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!))];
  const sources = islands ? [islands, ...found] : found;
  if (sources.length === 0) return html;
  const without = html.replace(MODULE_SCRIPT, "");
  const loader = loaderScript(sources, {
    forms: islands !== undefined,
    marked: without.includes(`${NEEDS_BEHAVIOUR}=`),
    preload: islands === undefined,
  });
  const at = islands
    ? without.lastIndexOf("</astro-island>") + "</astro-island>".length
    : without.lastIndexOf("</body>");
  if (at < 0) throw new Error("a page without </body>: nowhere to put the behaviour loader");
  return `${without.slice(0, at)}${loader}${without.slice(at)}`;
}

/** Rewrites every built page under `clientDir`, and writes the islands' start it takes out. */
export function loadBehavioursAfterPaintIn(clientDir: string): void {
  rewritePages(clientDir, (page) => {
    const { html, code } = deferIslandStart(page);
    if (code === undefined) return loadBehavioursAfterPaint(html);
    const file = islandStartFile(code);
    mkdirSync(join(clientDir, "assets"), { recursive: true });
    writeFileSync(join(clientDir, file), code);
    return loadBehavioursAfterPaint(html, file);
  });
}

/**
 * The owner's analytics behaviour (app/behaviours/analytics.ts, decision 0037), bundled on its
 * own into `/assets/analytics.<hash>.js`. No page names it: analytics is a setting of the
 * running server, which adds it to the pages' loader when ANALYTICS_PROVIDER is set
 * (server/analytics.ts). Returns its address.
 */
export async function writeAnalyticsBehaviour(clientDir: string): Promise<string> {
  const entry = fileURLToPath(new URL("../app/behaviours/analytics.ts", import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: "warn",
    build: { write: false, minify: true, lib: { entry, formats: ["es"], fileName: "analytics" } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as {
    output: readonly { type: string; code?: string }[];
  };
  const code = output.output.find((chunk) => chunk.type === "chunk")?.code;
  if (code === undefined) throw new Error("the analytics behaviour did not build");
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const file = `/assets/analytics.${hash}.js`;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, file), code);
  return file;
}
