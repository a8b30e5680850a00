import type { ClientDirective } from "astro";
import { tabMoves } from "#app/components/forms/tab-keys.ts";
import { takeFirstEvents } from "./first-events.ts";
import { ISLAND_LIVE } from "./island-live.ts";

// `client:interaction`, the forms' directive (docs/decisions/0012-forms-from-the-first-event.md).
// The island is complete HTML that posts natively, so nothing waits for this; but a visitor
// must get the spec's behaviour from their first action, not from their second. Astro inlines
// this script; after the build it moves, with Astro's island runtime, into a file the page
// loads first after its paint (integrations/behaviours-after-paint.ts), and the page's inline
// loader keeps the events inside the island until then (first-events.ts). This directive takes
// those as if it had heard them itself:
// - it hydrates on the first sign of use (pointer, touch, focus, key, input, drop, submit);
// - until the island says it is live, it holds back the events whose outcome the island
//   decides (a submit, a résumé chosen or dropped, a field left, a tab chosen) and replays
//   them, in order, once it is; text typed meanwhile stays in the fields and the island
//   adopts it (app/components/forms/use-early-values.ts);
// - the arrow keys, Home and End on a tab move focus at once (they decide nothing), and
//   Space selects like Enter does, through the held click; the page's loader did the same
//   for the keys pressed before this script came, so the kept keys are not acted on again;
// - if the island cannot load, or takes longer than HOLD_LIMIT_MS with a submit held, the
//   form goes back to the browser's own checks and native post, and the submit goes through.

const STARTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const HELD = ["submit", "click", "change", "drop", "dragover", "focusout", "input"] as const;
const HOLD_LIMIT_MS = 10_000;

interface Held {
  live: () => void;
  native: () => void;
}
const nothing = () => {};

/** The file input a drop zone (its label) stands for, if any. */
function fileInputOf(target: EventTarget | null): HTMLInputElement | undefined {
  const control = target instanceof Element ? target.closest("label")?.control : undefined;
  return control instanceof HTMLInputElement && control.type === "file" ? control : undefined;
}

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Scripts run, so the arrow keys move between tabs (below, then the island's own code): only
 * the chosen tab stays a Tab stop, as the tabs pattern asks. The static HTML keeps both in the
 * tab order for a browser without scripts, where the arrows do nothing. React keeps these
 * values through hydration and sets the same ones once live (form-tabs.tsx).
 */
function rovingTabs(island: HTMLElement) {
  for (const list of island.querySelectorAll('[role="tablist"]')) {
    const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
    const chosen =
      tabs.find((tab) => location.hash && tab.getAttribute("href") === location.hash) ??
      tabs.find((tab) => tab.getAttribute("aria-selected") === "true");
    for (const tab of tabs) tab.tabIndex = tab === (chosen ?? tabs[0]) ? 0 : -1;
  }
}

const interaction: ClientDirective = (load, _options, island) => {
  // what the page's loader kept before this script came (it leaves the island alone now)
  const early = takeFirstEvents(island);
  const forms = () => Array.from(island.querySelectorAll("form"));
  // Scripts run: the island shows the spec's messages, never the browser's bubble.
  for (const form of forms()) form.noValidate = true;
  rovingTabs(island);

  const held = new Map<EventTarget, Held>();
  let started = false;
  let done = false;

  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };

  /** What the island will decide once live: the last such event per target, in order. */
  const holdOf = (event: Event): [EventTarget, Held] | undefined => {
    const target = event.target;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter ?? undefined;
      const send = () => target.requestSubmit(submitter);
      return [target, { live: send, native: send }];
    }
    if (event.type === "click") {
      const tab = target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;
      return tab ? [tab, { live: () => tab.click(), native: () => tab.click() }] : undefined;
    }
    const file =
      event.type === "change" && target instanceof HTMLInputElement && target.type === "file"
        ? target
        : event.type === "drop"
          ? fileInputOf(target)
          : undefined;
    if (file) {
      const files = (event as DragEvent).dataTransfer?.files;
      if (event.type === "drop" && files?.length) file.files = files;
      const change = () => file.dispatchEvent(new Event("change", { bubbles: true }));
      return [file, { live: change, native: nothing }];
    }
    if (event.type === "focusout" && isField(target)) {
      const relatedTarget = (event as FocusEvent).relatedTarget;
      const blur = () => {
        if (document.activeElement === target) return;
        target.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget }));
      };
      return [target, { live: blur, native: nothing }];
    }
    return undefined;
  };

  const onHeld = (event: Event) => {
    start();
    if (event.type === "dragover") {
      if (fileInputOf(event.target)) event.preventDefault(); // lets the file be dropped here
      return;
    }
    const hold = holdOf(event);
    if (!hold) return;
    if (event.type !== "change" && event.type !== "focusout") event.preventDefault();
    event.stopImmediatePropagation();
    held.delete(hold[0]);
    held.set(hold[0], hold[1]);
    if (event.type === "submit") setTimeout(() => release("native"), HOLD_LIMIT_MS);
  };

  const onTabKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tab =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    const tabs = tab?.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]');
    if (!tab || !tabs) return;
    if (event.key === " ") {
      event.preventDefault();
      tab.click();
      return;
    }
    const next = tabMoves(event.key, Array.from(tabs).indexOf(tab), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  const release = (how: keyof Held) => {
    if (done) return;
    done = true;
    for (const name of STARTS) island.removeEventListener(name, start);
    for (const name of HELD) island.removeEventListener(name, onHeld, true);
    island.removeEventListener("keydown", onTabKey);
    if (how === "native") for (const form of forms()) form.noValidate = false;
    for (const hold of held.values()) hold[how]();
    held.clear();
  };

  for (const name of STARTS) island.addEventListener(name, start, { passive: true });
  for (const name of HELD) island.addEventListener(name, onHeld, true);
  island.addEventListener("keydown", onTabKey);
  // The signal comes from a form's effect: replay once the rest of the commit's effects have
  // run (a microtask, not a timer, so a test's paused clock cannot hold it back).
  island.addEventListener(ISLAND_LIVE, () => queueMicrotask(() => release("live")), {
    once: true,
  });
  island.addEventListener("astro:hydration-error", () => release("native"), { once: true });
  // onHeld starts hydration and holds what the island decides (the loader already stopped
  // the browser's own action where it had to)
  for (const event of early) onHeld(event);
  // focus that arrived before this script (a visitor already typing)
  if (island.contains(document.activeElement)) start();
};

export default interaction;
