import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  behaviourSources,
  loadBehavioursAfterPaint,
  FALLBACK_MS,
  loaderScript,
} from "../../integrations/behaviours-after-paint.ts";
import { builtPages } from "../../integrations/built-pages.ts";
import { NEEDS_BEHAVIOUR } from "#app/lib/needs-behaviour.ts";

// Nothing is fetched for the behaviours before the page has loaded and painted: no module
// script or preload in the markup, one loader at the end of <body> that imports them later.
const client = join(process.env.BUILD_DIR ?? "build", "client");

/** Scripts the browser would fetch while it parses the page (before the first paint). */
const fetchedWhileParsing = (html: string) =>
  [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (match) => match[1] ?? match[0],
  );

const astroOutput =
  '<body><p>x</p><script type="module" src="/assets/a.js"></script><p>y</p>' +
  '<script type="module" src="/assets/b.js"></script><script type="module" src="/assets/a.js"></script></body>';

describe("behaviours after the first paint", () => {
  it("finds the module scripts Astro writes (control)", () => {
    expect(fetchedWhileParsing(astroOutput)).toEqual([
      "/assets/a.js",
      "/assets/b.js",
      "/assets/a.js",
    ]);
  });

  it("replaces them by one loader at the end of <body>, each module once, in order", () => {
    const page = loadBehavioursAfterPaint(astroOutput);
    expect(page).toBe(
      `<body><p>x</p><p>y</p>${loaderScript(["/assets/a.js", "/assets/b.js"])}</body>`,
    );
    expect(fetchedWhileParsing(page)).toEqual([]);
    expect(behaviourSources(page)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("leaves a page without behaviours alone", () => {
    expect(loadBehavioursAfterPaint("<body><p>x</p></body>")).toBe("<body><p>x</p></body>");
  });

  /** Runs the loader's own text against a recorded browser. */
  function browser(options: { paintTiming: boolean; painted: boolean }) {
    const imported: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const delayed: Array<{ run: () => void; ms: number }> = [];
    const observers: Array<(list: unknown) => void> = [];
    const listeners = new Map<string, (event?: unknown) => void>();
    let paints = options.painted ? ["first-contentful-paint"] : [];
    const entries = () => ({
      getEntriesByName: (name: string) => paints.filter((paint) => paint === name),
    });
    class Observer {
      static supportedEntryTypes = options.paintTiming ? ["paint"] : [];
      constructor(callback: (list: unknown) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {
        observers.length = 0;
      }
    }
    const body = loaderScript(["/assets/a.js"]).replace(/^<script>|<\/script>$/g, "");
    // the loader's shipped text, with import( routed to a recorder
    new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "removeEventListener",
      "setTimeout",
      "PerformanceObserver",
      "performance",
      "importModule",
      body.replaceAll("import(", "importModule("),
    )(
      { readyState: "interactive" },
      (type: string, listener: () => void) => listeners.set(type, listener),
      (frame: () => void) => frames.push(frame),
      (type: string) => listeners.delete(type),
      (timer: () => void, ms = 0) => (ms ? delayed.push({ run: timer, ms }) : timers.push(timer)),
      Observer,
      entries(),
      async (url: string) => imported.push(url),
    );
    return {
      imported,
      listeners,
      load: () => listeners.get("load")?.(),
      paint: () => {
        paints = ["first-paint", "first-contentful-paint"];
        for (const observer of [...observers]) observer(entries());
      },
      firstPaintOnly: () => {
        for (const observer of [...observers]) observer({ getEntriesByName: () => [] });
      },
      frame: () => frames.shift()?.(),
      timer: () => timers.shift()?.(),
      delayed,
    };
  }

  it("imports after load, the first contentful paint and one more frame", () => {
    const page = browser({ paintTiming: true, painted: false });
    page.load();
    page.frame();
    page.timer();
    page.firstPaintOnly();
    expect(page.imported).toEqual([]);
    page.paint();
    expect(page.imported).toEqual([]);
    page.frame();
    expect(page.imported).toEqual([]);
    page.timer();
    expect(page.imported).toEqual(["/assets/a.js"]);
  });

  it("doesn't wait for a paint that has already happened, or that it can't observe", () => {
    for (const options of [
      { paintTiming: true, painted: true },
      { paintTiming: false, painted: false },
    ]) {
      const page = browser(options);
      page.load();
      page.frame();
      page.timer();
      expect(page.imported).toEqual(["/assets/a.js"]);
    }
  });

  it(`loads them ${FALLBACK_MS} ms after load when no first paint is ever reported`, () => {
    // a page opened in a background tab reports no first contentful paint
    const page = browser({ paintTiming: true, painted: false });
    page.load();
    expect(page.delayed.map(({ ms }) => ms)).toEqual([FALLBACK_MS]);
    page.delayed[0]!.run();
    expect(page.imported).toEqual(["/assets/a.js"]);
    page.paint();
    page.frame();
    page.timer();
    expect(page.imported).toEqual(["/assets/a.js"]); // once only
  });

  it("loads them at once on a visitor's first pointer, touch or key", () => {
    for (const type of ["pointerdown", "touchstart", "keydown"]) {
      const page = browser({ paintTiming: true, painted: false });
      page.listeners.get(type)?.();
      expect(page.imported).toEqual(["/assets/a.js"]);
    }
  });

  it("holds a plain click on a marked link until they are in, then replays it", async () => {
    const page = browser({ paintTiming: true, painted: false });
    const clicks: string[] = [];
    const link = { click: () => clicks.push("replayed") };
    const click = (target: unknown, extra: object = {}) => {
      const event = {
        target: {
          closest: (selector: string) => (selector === `[${NEEDS_BEHAVIOUR}]` ? target : null),
        },
        button: 0,
        defaultPrevented: false,
        stopped: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
        stopPropagation() {
          this.stopped = true;
        },
        ...extra,
      };
      page.listeners.get("click")?.(event);
      // held: the browser's action stopped, and no listener after the loader's sees it (a
      // behaviour already in would act on it, then again on the replay)
      expect(event.stopped).toBe(event.defaultPrevented);
      return event.defaultPrevented;
    };
    expect(click(null)).toBe(false); // not a marked link: left alone
    expect(click(link, { ctrlKey: true })).toBe(false); // a new tab, as the visitor asked
    expect(click(link)).toBe(true);
    expect(page.imported).toEqual(["/assets/a.js"]);
    expect(clicks).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(["replayed"]);
    expect(page.listeners.has("click")).toBe(false); // the replay reaches the behaviour
  });

  const files = builtPages(client);
  it("runs on a build", () => {
    expect(files.length, `no build in ${client}: npm run build`).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${relative(client, file)} fetches no script while it is parsed`, () => {
      const html = readFileSync(file, "utf8");
      expect(fetchedWhileParsing(html)).toEqual([]);
      const sources = behaviourSources(html);
      expect(sources.length).toBeGreaterThan(0); // every page has the navigation's behaviour
      for (const source of sources) expect(existsSync(join(client, source))).toBe(true);
      expect(html.indexOf(loaderScript(sources))).toBe(
        html.lastIndexOf("</body>") - loaderScript(sources).length,
      );
    });
  }
});
