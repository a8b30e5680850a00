import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { healthcarePage } from "#app/content/healthcare.ts";
import { figureValues } from "#app/content/schemas/figure.ts";
import { caseStudyPage } from "#app/content/case-studies.ts";
import { expect, expectNoHorizontalOverflow, isMobile, test } from "./fixtures.ts";
import { ANY_WIDTH } from "./viewports.ts";
import {
  description,
  descriptions,
  expandedPanels,
  onlyExpanded,
  panelTitles,
} from "./why-us-panels.ts";

/**
 * Where each panel's title starts within its panel, how tall the grid is, and the panels whose
 * words end above three quarters of their height (issue 43: collapsed panels stood half empty
 * beside the expanded one; as a row of five, at about 70 % in a 1280 px screenshot). Visible
 * words: text neither transparent nor clipped to the 1px box.
 */
const panelLayout = (page: Page) =>
  page.locator(".why-us-panels").evaluate((list) => {
    const panels = [...list.querySelectorAll<HTMLElement>(":scope > li")];
    const visible = (text: Element) => {
      const box = text.getBoundingClientRect();
      return (
        box.height > 10 &&
        getComputedStyle(text).opacity === "1" &&
        getComputedStyle(text.parentElement!).opacity === "1"
      );
    };
    return {
      titleOffsets: panels.map((panel) =>
        Math.round(
          panel.querySelector("h3")!.getBoundingClientRect().top -
            panel.getBoundingClientRect().top,
        ),
      ),
      height: Math.round(list.getBoundingClientRect().height),
      halfEmpty: panels
        .filter((panel) => {
          const box = panel.getBoundingClientRect();
          const words = [...panel.querySelectorAll("h3, p")].filter(visible);
          const end = Math.max(...words.map((text) => text.getBoundingClientRect().bottom));
          return end < box.top + (box.height * 3) / 4;
        })
        .map((panel) => panel.querySelector("h3")!.textContent),
    };
  });

test.describe("Healthcare vertical", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.healthcare);
  });

  test("shows every section of the page", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(healthcarePage.hero.title);
    // the hero's call to action, in the first screen at either width, and the proof beside it
    const hero = page.getByRole("region", { name: healthcarePage.hero.title });
    const talk = hero.getByRole("link", { name: healthcarePage.hero.button });
    await expect(talk).toHaveAttribute("href", paths.contact);
    await expect(talk).toBeInViewport();
    await expect(hero.getByRole("link", { name: healthcarePage.hero.caseStudies })).toHaveAttribute(
      "href",
      paths.caseStudies,
    );
    for (const title of [
      "Remote Patient Monitoring",
      "ABDM M1/M2/M3 Certification",
      healthcarePage.records.title,
      "Integrations",
      "Custom Solutions",
      healthcarePage.whyUs.title,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    for (const milestone of healthcarePage.abdm.milestones) {
      await expect(page.getByRole("heading", { level: 3, name: milestone.title })).toBeVisible();
    }
    await expect(page.getByText("HL7 v2 messaging")).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test("the first why-us panel is expanded by default", async ({ page }) => {
    await page.getByRole("button", { name: panelTitles[0] }).scrollIntoViewIfNeeded();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(0));
    await expect(description(page, descriptions[0]!)).toBeInViewport();
    // one structure: the expanded panel keeps its summary line, as the others show theirs
    for (const { summary } of healthcarePage.whyUs.panels) {
      await expect(page.getByText(summary, { exact: true })).toBeVisible();
    }
    // a collapsed panel's description is still there for screen readers
    for (const [index, name] of panelTitles.entries()) {
      await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(
        descriptions[index]!,
      );
    }
  });

  test("pointing at a panel (hover, or tap on touch) expands it and collapses the first", async ({
    page,
  }) => {
    const second = page.getByRole("button", { name: panelTitles[1] });
    const before = await panelLayout(page);
    if (isMobile(page)) await second.tap();
    else await second.hover();
    // exactly one panel is expanded at a time
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(1));
    await expect(description(page, descriptions[1]!)).toBeInViewport();
    if (!isMobile(page)) {
      // as cards, the titles line up whichever panel is expanded, the grid keeps its height
      // (the page below does not move), and no panel's words end in its upper half
      const after = await panelLayout(page);
      for (const layout of [before, after]) {
        expect(
          new Set(layout.titleOffsets).size,
          `titles at ${layout.titleOffsets.join(", ")}`,
        ).toBe(1);
        expect(layout.halfEmpty).toEqual([]);
      }
      expect(after.height).toBe(before.height);
    }
  });

  test("keyboard focus moves the expanded panel along", async ({ page }) => {
    const buttons = panelTitles.map((name) => page.getByRole("button", { name }));
    await buttons[0]!.focus();
    await page.keyboard.press("Tab");
    await expect(buttons[1]!).toBeFocused();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(1));
    await page.keyboard.press("Tab");
    await expect(buttons[2]!).toBeFocused();
    await expect.poll(() => expandedPanels(page)).toEqual(onlyExpanded(2));
  });

  test(
    "shows its case studies before Why us: each one's client, lead result and note, the quote, the certifications",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // issue 43, review 6 (b1): the hospital's landing page linked to no case study
      const copy = healthcarePage.proof;
      const titles = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(titles.indexOf(copy.title)).toBeGreaterThan(-1);
      expect(titles.indexOf(copy.title)).toBe(titles.indexOf(healthcarePage.whyUs.title) - 1);
      const section = page.getByRole("region", { name: copy.title });
      const studies = section.getByTestId("healthcare-study");
      expect(copy.outcomes.length).toBeGreaterThan(0);
      await expect(studies).toHaveCount(copy.outcomes.length);
      for (const [index, { study, client, figure, note }] of copy.outcomes.entries()) {
        const card = studies.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.title);
        await expect(card).toContainText(client);
        await expect(card.getByRole("heading", { level: 4 })).toHaveText(figure.title);
        await expect(card.getByTestId("figure-values").first()).toHaveText(figureValues(figure));
        if (figure.kind !== "measured") {
          await expect(card.getByTestId("figure-kind")).toHaveText(
            caseStudyPage.figures[figure.kind].label,
          );
          await expect(card.getByTestId("figure-headline")).toHaveCount(0);
        }
        const href = paths.caseStudy(study.slug);
        await expect(
          card.getByRole("link", { name: new RegExp(`^${copy.readStudy}\\s*: ${study.title}`) }),
        ).toHaveAttribute("href", href);
        // the note is the study's own, on its page (a fact written once)
        await expect(
          card.getByRole("link", { name: `Note ${index + 1}`, exact: true }),
        ).toHaveAttribute("href", `${href}#result-note-${note}`);
        const studyPage = await (await page.request.get(href)).text();
        expect(studyPage).toContain(`id="result-note-${note}"`);
      }
      const quotes = section.getByTestId("healthcare-quote");
      await expect(quotes).toHaveCount(copy.quote.items.length);
      for (const [index, quote] of copy.quote.items.entries()) {
        await expect(quotes.nth(index)).toContainText(quote.quote);
        if (quote.sample) await expect(quotes.nth(index)).toContainText(copy.quote.sampleLabel);
      }
      for (const { name, status } of copy.certifications.items) {
        await expect(section.getByText(`${name}: ${status}`)).toBeVisible();
      }
      await expect(
        section.getByRole("link", { name: copy.certifications.trustLink }),
      ).toHaveAttribute("href", paths.trust);
      await expectNoHorizontalOverflow(page);
    },
  );
});
