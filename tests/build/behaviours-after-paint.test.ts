import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import {
  behaviourSources,
  deferIslandStart,
  FALLBACK_MS,
  HOLDER_LIMIT_MS,
  loadBehavioursAfterPaint,
  loaderOf,
  loaderScript,
  type LoaderNeeds,
} from "../../integrations/behaviours-after-paint.ts";
import { builtPages } from "../../integrations/built-pages.ts";
import { tabMoves } from "#app/components/forms/tab-keys.ts";
import { NEEDS_BEHAVIOUR } from "#app/lib/needs-behaviour.ts";

// Nothing is fetched for the behaviours before the page has loaded and painted: no module
// script or preload in the markup, one inline loader that imports them later, one per task.
const client = join(process.env.BUILD_DIR ?? "build", "client");

/** Scripts the browser would fetch while it parses the page (before the first paint). */
const fetchedWhileParsing = (html: string) =>
  [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (match) => match[1] ?? match[0],
  );

const astroOutput =
  '<body><p>x</p><script type="module" src="/assets/a.js"></script><p>y</p>' +
  '<script type="module" src="/assets/b.js"></script><script type="module" src="/assets/a.js"></script></body>';

const runtime = '<script>(()=>{var f=1;customElements.define("astro-island",f)})();</script>';
const directive =
  '<script>(()=>{var h=1;(self.Astro||(self.Astro={})).interaction=h;window.dispatchEvent(new Event("astro:interaction"));})();</script>';
const formPage =
  `<body>${directive}${runtime}<astro-island uid="Z1" client="interaction" opts="{&quot;value&quot;:true}" await-children><form></form><!--astro:end--></astro-island>` +
  '<footer></footer><script type="module" src="/assets/layout.js"></script></body>';

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
      `<body><p>x</p><p>y</p>${loaderScript(["/assets/a.js", "/assets/b.js"], { marked: false })}</body>`,
    );
    expect(fetchedWhileParsing(page)).toEqual([]);
    expect(behaviourSources(page)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });

  it("leaves a page without behaviours alone", () => {
    expect(loadBehavioursAfterPaint("<body><p>x</p></body>")).toBe("<body><p>x</p></body>");
  });

  it("takes a form page's island runtime and directive out, and loads them first", () => {
    const { html, code } = deferIslandStart(formPage);
    expect(code).toContain('customElements.define("astro-island"');
    expect(code).toContain("(self.Astro||(self.Astro={})).interaction");
    expect(html).not.toContain("<script>(()=>");
    // what no script needs: the id for development's hot reload, the directive's options, the
    // wait for the island's children (the runtime comes after the page is parsed)
    expect(html).toContain('<astro-island client="interaction"><form></form></astro-island>');
    const page = loadBehavioursAfterPaint(html, "/assets/islands.x.js");
    // right after the island: it keeps the form's events before anyone can act on them
    expect(page).toContain(
      `</astro-island>${loaderScript(["/assets/islands.x.js", "/assets/layout.js"], { forms: true, marked: false, preload: false })}<footer>`,
    );
  });

  it("leaves the runtime inline where an island hydrates without waiting for an action", () => {
    const page = formPage.replace('client="interaction"', 'client="load"');
    expect(deferIslandStart(page)).toEqual({ html: page });
  });

  /** Runs the loader's own text against a recorded browser. */
  function browser(options: { painted: boolean; sources?: string[]; needs?: LoaderNeeds }) {
    const sources = options.sources ?? ["/assets/a.js"];
    const imported: string[] = [];
    const preloaded: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const delayed: Array<{ run: () => void; ms: number }> = [];
    const observers: Array<(list: unknown) => void> = [];
    const listeners = new Map<string, (event?: unknown) => void>();
    const forms = [{ noValidate: false }];
    let paints = options.painted ? ["first-contentful-paint"] : [];
    const entries = () => ({
      getEntriesByName: (name: string) => paints.filter((paint) => paint === name),
    });
    class Observer {
      private callback: (list: unknown) => void;
      constructor(callback: (list: unknown) => void) {
        this.callback = callback;
      }
      observe({ buffered }: { buffered?: boolean }) {
        observers.push(this.callback);
        if (buffered && paints.length > 0) this.callback(entries());
      }
      disconnect() {
        observers.length = 0;
      }
    }
    const self: Record<string, unknown> = {};
    const body = loaderScript(sources, options.needs).replace(/^<script>|<\/script>$/g, "");
    // the loader's shipped text, with import( routed to a recorder
    new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "self",
      "importModule",
      body.replaceAll("import(", "importModule("),
    )(
      {
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => preloaded.push(link.href) },
        querySelectorAll: () => forms,
      },
      (type: string, listener: () => void) => listeners.set(type, listener),
      (frame: () => void) => frames.push(frame),
      (timer: () => void, ms = 0) => (ms ? delayed.push({ run: timer, ms }) : timers.push(timer)),
      Observer,
      self,
      async (url: string) => imported.push(url),
    );
    return {
      imported,
      preloaded,
      listeners,
      forms,
      self,
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
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it("imports after load, the first contentful paint and one more frame", () => {
    const page = browser({ painted: false });
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

  it("doesn't wait for a paint that has already happened", () => {
    const page = browser({ painted: true });
    page.load();
    page.frame();
    page.timer();
    expect(page.imported).toEqual(["/assets/a.js"]);
  });

  it("asks for every module at once, then runs them one per task", async () => {
    const sources = ["/assets/a.js", "/assets/b.js", "/assets/c.js"];
    const page = browser({ painted: true, sources });
    page.load();
    page.frame();
    page.timer();
    expect(page.preloaded).toEqual(sources);
    expect(page.imported).toEqual(["/assets/a.js"]);
    await settle();
    // a yield (a macrotask here: no scheduler.yield) before the next behaviour
    expect(page.imported).toEqual(["/assets/a.js"]);
    page.timer();
    await settle();
    expect(page.imported).toEqual(["/assets/a.js", "/assets/b.js"]);
    page.timer();
    await settle();
    expect(page.imported).toEqual(sources);
  });

  it(`loads them ${FALLBACK_MS} ms after load when no first paint is ever reported`, () => {
    // a page opened in a background tab reports no first contentful paint
    const page = browser({ painted: false });
    page.load();
    expect(page.delayed.map(({ ms }) => ms)).toEqual([FALLBACK_MS]);
    page.delayed[0]!.run();
    expect(page.imported).toEqual(["/assets/a.js"]);
    page.paint();
    page.frame();
    page.timer();
    expect(page.imported).toEqual(["/assets/a.js"]); // once only
  });

  it("loads them at once on a visitor's first pointer or key", () => {
    for (const type of ["pointerdown", "keydown"]) {
      const page = browser({ painted: false });
      page.listeners.get(type)?.({ type, target: {} });
      expect(page.imported).toEqual(["/assets/a.js"]);
    }
  });

  it("holds a plain click on a marked link until they are in, then replays it", async () => {
    const page = browser({ painted: false });
    const clicks: string[] = [];
    const link = { click: () => clicks.push("replayed") };
    const click = (target: unknown, extra: object = {}) => {
      const event = {
        type: "click",
        target: {
          closest: (selector: string) => (selector === `[${NEEDS_BEHAVIOUR}]` ? target : null),
        },
        button: 0,
        defaultPrevented: false,
        stopped: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
        stopImmediatePropagation() {
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
    await settle();
    page.timer(); // the yield after the last behaviour
    await settle();
    expect(clicks).toEqual(["replayed"]);
    expect(click(link)).toBe(false); // once they are in, the click reaches the behaviour
  });

  it("on a form page, keeps every event inside the island for its directive", async () => {
    const page = browser({ painted: false, needs: { forms: true, marked: false } });
    expect(page.forms[0]!.noValidate).toBe(true); // the spec's messages, not the bubble
    const island: Record<string, unknown> = {};
    const fileInput = { type: "file", files: "none" };
    const event = (type: string, where: { tab?: boolean; label?: boolean } = {}) => ({
      type,
      target: {
        closest: (selector: string) =>
          selector === "astro-island"
            ? island
            : selector === "[role=tab]" && where.tab
              ? {}
              : selector === "label" && where.label
                ? { control: fileInput }
                : null,
        submit: () => (island.posted = true),
      },
      dataTransfer: { files: ["cv.pdf"] },
      prevented: false,
      stopped: false,
      preventDefault() {
        this.prevented = true;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
    });
    const on = (e: ReturnType<typeof event>) => {
      page.listeners.get(e.type)?.(e);
      return e;
    };
    const submit = on(event("submit"));
    expect([submit.prevented, submit.stopped]).toEqual([true, true]);
    expect(page.imported).toEqual(["/assets/a.js"]); // asked for at once
    const tab = on(event("click", { tab: true }));
    expect([tab.prevented, tab.stopped]).toEqual([true, true]);
    const blur = on(event("focusout"));
    expect([blur.prevented, blur.stopped]).toEqual([false, false]);
    const over = on(event("dragover", { label: true }));
    expect(over.prevented).toBe(true); // the file may be dropped here
    const drop = on(event("drop", { label: true }));
    expect(fileInput.files).toEqual(["cv.pdf"]); // the files are gone after the event
    expect(page.self.firstEvents).toEqual([submit, tab, blur, drop]);
    // a submit whose directive never came is sent natively
    const wait = page.delayed.find(({ ms }) => ms === HOLDER_LIMIT_MS)!;
    wait.run();
    expect(island.posted).toBe(true);
    // once the directive took the island over, the loader leaves it alone
    island.live = 1;
    const later = on(event("submit"));
    expect(later.prevented).toBe(false);
    expect(page.self.firstEvents).toHaveLength(4);
    await settle();
  });

  it("on a form page, a tab's keys act at once, as the directive's would", () => {
    const page = browser({ painted: false, needs: { forms: true, marked: false } });
    const island: Record<string, unknown> = {};
    // the codes a browser gives these keys (the loader reads the code, the directive the name)
    const keys = { " ": 32, PageDown: 34, End: 35, Home: 36, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Enter: 13, a: 65 };
    for (const count of [2, 3]) {
      const acted: string[] = [];
      const list: { children: object[] } = { children: [] };
      const tab = (index: number) => ({
        parentNode: list,
        focus: () => acted.push(`focus ${index}`),
        click: () => acted.push(`click ${index}`),
        closest: (selector: string) =>
          selector === "astro-island" ? island : selector === "[role=tab]" ? list.children[index] : null,
      });
      list.children = Array.from({ length: count }, (_, index) => tab(index));
      for (const [key, keyCode] of Object.entries(keys)) {
        for (let index = 0; index < count; index += 1) {
          for (const modifier of [{}, { altKey: true }, { metaKey: true }]) {
            acted.length = 0;
            let prevented = false;
            const event = {
              type: "keydown",
              key,
              keyCode,
              target: list.children[index],
              preventDefault: () => (prevented = true),
              ...modifier,
            };
            page.listeners.get("keydown")?.(event);
            const move = tabMoves(key, index, count);
            const expected =
              Object.keys(modifier).length > 0 // Alt+Left goes back: the browser's
                ? []
                : key === " "
                  ? [`click ${index}`] // a tab's click, kept and stopped like any other
                  : move === undefined
                    ? []
                    : [`focus ${move}`];
            expect(acted, `${key} on tab ${index} of ${count} ${JSON.stringify(modifier)}`).toEqual(
              expected,
            );
            expect(prevented).toBe(expected.length > 0);
          }
        }
      }
      // once the directive took the island over, its own keys answer (and the island's after it)
      island.live = 1;
      acted.length = 0;
      page.listeners.get("keydown")?.({ type: "keydown", key: "End", keyCode: 35, target: list.children[0] });
      expect(acted).toEqual([]);
      delete island.live;
    }
  });

  const files = builtPages(client);
  it("runs on a build", () => {
    expect(files.length, `no build in ${client}: npm run build`).toBeGreaterThan(20);
  });

  for (const file of files) {
    it(`${relative(client, file)} fetches no script while it is parsed`, () => {
      const html = readFileSync(file, "utf8");
      expect(fetchedWhileParsing(html)).toEqual([]);
      const loader = loaderOf(html);
      expect(loader).toBeDefined();
      const sources = loader!.sources;
      expect(sources.length).toBeGreaterThan(0); // every page has the navigation's behaviour
      for (const source of sources) expect(existsSync(join(client, source))).toBe(true);
      const forms = html.includes("<astro-island");
      const at = html.indexOf(loader!.text);
      if (forms) {
        // the islands' start is no longer inline, and the loader follows the last island
        expect(html).not.toContain('customElements.define("astro-island"');
        expect(sources[0]).toMatch(/^\/assets\/islands\./);
        expect(at).toBe(html.lastIndexOf("</astro-island>") + "</astro-island>".length);
      } else expect(at).toBe(html.lastIndexOf("</body>") - loader!.text.length);
    });
  }
});
