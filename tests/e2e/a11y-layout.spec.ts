import type { Page } from "@playwright/test";
import { pagePaths } from "#app/content/routes.ts";
import { expect, test } from "./fixtures.ts";

// What axe does not measure, on every page: reflow at 320 CSS px (WCAG 1.4.10), text spacing
// without clipped text (1.4.12), targets of at least 24 × 24 CSS px or spaced as if they were
// (2.5.8), and no motion left under prefers-reduced-motion (2.3.3).

/** WCAG 1.4.12's spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Text cut off by an ancestor that clips (overflow hidden or clip), up to the nearest scroll
 * container (what is scrolled away can be scrolled back). Content hidden on purpose (inert,
 * aria-hidden, visually hidden for screen readers) is left out.
 */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      // sr-only with or without a width's variant (max-md:sr-only: a table's header row on a phone)
      const hidden = "[inert], [aria-hidden='true'], [class*='sr-only'], script, style, noscript";
      if (element.closest(hidden)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width && rect.height);
      for (let box = element; rects.length && box !== document.body; box = box.parentElement!) {
        const style = getComputedStyle(box);
        const clips = (value: string) => value === "hidden" || value === "clip";
        const [clipX, clipY] = [clips(style.overflowX), clips(style.overflowY)];
        if (!clipX && !clipY) {
          if (/auto|scroll/.test(style.overflowX + style.overflowY)) break;
          continue;
        }
        const edge = box.getBoundingClientRect();
        const cut = rects.some(
          (rect) =>
            (clipX && (rect.left < edge.left - 1 || rect.right > edge.right + 1)) ||
            (clipY && (rect.top < edge.top - 1 || rect.bottom > edge.bottom + 1)),
        );
        if (cut) found.push(`"${node.textContent.trim().slice(0, 40)}"`);
        if (cut || /auto|scroll/.test(style.overflowX + style.overflowY)) break;
      }
    }
    return found;
  });

/**
 * Targets smaller than 24 × 24 CSS px whose 24 px circle (centred on them) reaches another
 * target or another small target's circle. Links inside a sentence are exempt, as WCAG says.
 */
const crampedTargets = (page: Page) =>
  page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [tabindex='0']";
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => !element.closest("[inert]"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // visually hidden (the skip link until focused, the résumé's file input) or not shown
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .filter(({ element }) => {
        if (getComputedStyle(element).display !== "inline") return true;
        const sentence = element.parentElement?.closest("p, li, dd, td");
        return !sentence || sentence.textContent!.trim() === element.textContent!.trim();
      });
    const centre = (box: DOMRect) => [box.x + box.width / 2, box.y + box.height / 2] as const;
    const small = (box: DOMRect) => box.width < 24 - 0.5 || box.height < 24 - 0.5;
    const found: string[] = [];
    for (const a of targets) {
      if (!small(a.box)) continue;
      const [x, y] = centre(a.box);
      for (const b of targets) {
        if (b === a || b.element.contains(a.element) || a.element.contains(b.element)) continue;
        const dx = Math.max(b.box.left - x, 0, x - b.box.right);
        const dy = Math.max(b.box.top - y, 0, y - b.box.bottom);
        const [bx, by] = centre(b.box);
        const tooClose =
          Math.hypot(dx, dy) < 12 || (small(b.box) && Math.hypot(bx - x, by - y) < 24);
        if (tooClose) {
          const name = (element: HTMLElement) =>
            element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30);
          found.push(
            `${name(a.element)} (${Math.round(a.box.width)}×${Math.round(a.box.height)}) by ${name(b.element)}`,
          );
          break;
        }
      }
    }
    return found;
  });

/**
 * No sideways scrolling; if there is, the outermost elements past the right edge say why.
 * Polled: on a busy machine the first look after a viewport change has caught the page still
 * laid out for the old width (the lg: columns at 320 px); a real overflow stays and fails.
 */
async function expectNoSidewaysScroll(page: Page, when: string) {
  const past = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      const found: string[] = [];
      for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
        const reaches = (node: Element) =>
          node.getBoundingClientRect().right > root.clientWidth + 1;
        if (!reaches(element) || (element.parentElement && reaches(element.parentElement)))
          continue;
        const text = element.textContent?.trim().slice(0, 30);
        found.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${text}"`,
        );
      }
      return found.length ? found : ["(the page, with no element past the edge)"];
    });
  await expect.poll(past, { message: `scrolls sideways ${when}` }).toEqual([]);
}

/** Elements with an animation or transition longer than the reduced-motion rule's 0.01 ms. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const longest = (value: string) =>
      Math.max(...value.split(",").map((part) => parseFloat(part) * (/ms$/.test(part) ? 1 : 1000)));
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      // a toast's auto-close timer is its progress bar's animation: a duration, not motion
      if (element.classList.contains("Toastify__progress-bar")) continue;
      const style = getComputedStyle(element);
      const ms = Math.max(longest(style.animationDuration), longest(style.transitionDuration));
      if (ms > 0.01)
        found.push(`${element.tagName.toLowerCase()}.${element.classList[0] ?? ""}: ${ms} ms`);
    }
    return found;
  });

for (const path of pagePaths) {
  test(`${path}: reflow at 320 px, text spacing, target size, reduced motion`, async ({ page }) => {
    const viewport = page.viewportSize()!;
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    // polled like the reflow check: a first look can catch the page mid-layout
    await expect
      .poll(() => moving(page), { message: "moving under prefers-reduced-motion" })
      .toEqual([]);
    await expect
      .poll(() => crampedTargets(page), { message: "targets under 24 px too close" })
      .toEqual([]);

    // the phone's layout (the desktop project runs this file alone: viewports.ts)
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoSidewaysScroll(page, "at 320 px");
    await expect
      .poll(() => crampedTargets(page), { message: "targets under 24 px too close at 320 px" })
      .toEqual([]);

    await page.addStyleTag({ content: textSpacing });
    for (const width of [320, viewport.width]) {
      await page.setViewportSize({ width, height: viewport.height });
      await expect
        .poll(() => clippedText(page), { message: `text cut off at ${width} px` })
        .toEqual([]);
      await expectNoSidewaysScroll(page, `at ${width} px with text spacing`);
    }
  });
}

// The checks above find nothing on a good page; each must find what it looks for.
test("each check finds a planted problem", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(pagePaths[0]!);
  await page.evaluate(() => {
    const planted = document.createElement("div");
    planted.innerHTML = `
      <button style="width:16px;height:16px">a</button><button style="width:16px;height:16px">b</button>
      <div style="overflow:hidden;height:4px">cut-off text</div>
      <div style="transition:opacity 1s !important">moves</div>`;
    document.querySelector("main")!.prepend(planted);
  });
  expect(await crampedTargets(page)).toEqual(["a (16×16) by b", "b (16×16) by a"]);
  expect(await clippedText(page)).toEqual(['"cut-off text"']);
  expect(await moving(page)).toEqual(["div.: 1000 ms"]);
  await page.evaluate(() => {
    const wide = Object.assign(document.createElement("p"), { textContent: "too wide" });
    wide.style.width = "2000px";
    document.querySelector("main")!.prepend(wide);
  });
  await expect(expectNoSidewaysScroll(page, "with a planted wide element")).rejects.toThrow(
    /too wide/,
  );
});
