import type { ClientDirective } from "astro";

// Hydrates an island on the first sign that a visitor is about to use it. The island is
// complete HTML until then (a form posts natively), so nothing waits for this.
const EVENTS = ["pointerenter", "pointerdown", "touchstart", "focusin", "keydown"] as const;

const interaction: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) element.removeEventListener(name, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of EVENTS) element.addEventListener(name, start, { passive: true });
  // focus that arrived before this script (a visitor already typing)
  if (element.contains(document.activeElement)) void start();
};

export default interaction;
