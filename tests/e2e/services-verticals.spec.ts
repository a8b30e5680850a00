import { healthcarePage } from "#app/content/healthcare.ts";
import { paths } from "#app/content/paths.ts";
import {
  engagementProcess,
  serviceFamilies,
  services,
  servicesPage,
} from "#app/content/services.ts";
import type { Locator } from "@playwright/test";
import { test, expect, expectNoHorizontalOverflow } from "./fixtures.ts";

test.describe("services page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.services);
  });

  test("runs an engagement in ordered steps, then the nine services in three families", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    // how an engagement runs (issue 43): an ordered list, each step with duration and deliverables
    const steps = main.locator("ol").first().getByTestId("process-step");
    await expect(steps).toHaveCount(engagementProcess.steps.length);
    expect(engagementProcess.steps.length).toBeGreaterThanOrEqual(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Discovery",
      "Pilot",
      "Production",
      "Run",
    ]);
    await expect(steps.first()).toContainText(engagementProcess.steps[0]!.duration);

    const families = serviceFamilies.map((family) =>
      main.getByRole("list", { name: family.title, exact: true }),
    );
    expect(families).toHaveLength(3);
    const shown: string[] = [];
    for (const [index, list] of families.entries()) {
      const titles = await list.getByRole("heading", { level: 4 }).allTextContents();
      expect(titles).toEqual(serviceFamilies[index]!.services.map((service) => service.title));
      shown.push(...titles);
    }
    // "Our Services" is a part's head as "How an Engagement Runs" is (eyebrow, heading, lede,
    // on the left), and a family a clear step below it (review 6: 32 px against 26 px)
    const part = main.getByRole("heading", { level: 2, name: servicesPage.families.title });
    const engagement = main.getByRole("heading", { level: 2, name: engagementProcess.title });
    const style = (heading: Locator) =>
      heading.evaluate((element) => ({
        size: parseFloat(getComputedStyle(element).fontSize),
        left: element.getBoundingClientRect().left,
        align: getComputedStyle(element).textAlign,
        eyebrow: element.previousElementSibling?.textContent,
        lede: element.nextElementSibling?.textContent,
      }));
    const ours = await style(part);
    expect(ours).toEqual({
      ...(await style(engagement)),
      eyebrow: servicesPage.families.eyebrow,
      lede: servicesPage.families.intro,
    });
    expect(ours.align).toBe("start");
    for (const family of serviceFamilies) {
      const heading = main.getByRole("heading", { level: 3, name: family.title, exact: true });
      expect((await style(heading)).size).toBeLessThanOrEqual(0.7 * ours.size);
    }
    expect(shown.toSorted()).toEqual(
      [
        "Generative AI Consulting",
        "AI & Machine Learning Development",
        "Mobile & Web Development",
        "Product & Platform Engineering",
        "Cloud & DevOps Services",
        "UI/UX Design",
        "Data Engineering & Analytics",
        "Quality Assurance & Testing",
        "Cyber Security",
      ].toSorted(),
    );
    await expectNoHorizontalOverflow(page);

    // every card leads to the accelerator or case study where the service is shown
    for (const service of services) {
      const card = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: service.title, exact: true }) });
      await expect(card.getByRole("link")).toHaveAttribute("href", service.link!.href);
    }
    const security = services.find((service) => service.title === "Cyber Security")!;
    await main.getByRole("link", { name: security.link!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${security.link!.href}$`));
  });

  test("closes with a call to action to the contact page", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("verticals page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.verticals);
  });

  test("shows three verticals and only Healthcare links onward", async ({ page }) => {
    const list = page.getByRole("list", { name: "Verticals", exact: true });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([
      "Healthcare",
      "Education",
      "Retail",
    ]);
    // only Healthcare leads onward: to its page, and to its case studies
    const links = list.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute("href", paths.healthcare);
    for (const name of ["Education", "Retail"]) {
      const card = list.getByRole("article", { name });
      await expect(card.getByRole("link")).toHaveCount(0);
    }
    await expectNoHorizontalOverflow(page);
    // healthcare first and featured across the width (issue 43), the others in one row
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      const width = async (name: string) =>
        (await list.getByRole("article", { name }).boundingBox())!.width;
      const healthcare = await width("Healthcare");
      for (const name of ["Education", "Retail"]) {
        expect(healthcare).toBeGreaterThanOrEqual(1.5 * (await width(name)));
      }
    }

    // the featured card shows the healthcare page's hub, from a file (lazy, with its size: the
    // home page's bytes), and its own case studies beside the way in (review 6)
    const healthcare = list.getByRole("article", { name: "Healthcare" });
    const art = healthcare.locator("img");
    await expect(art).toHaveAttribute("loading", "lazy");
    await expect(art).toHaveAttribute("width", "480");
    await expect(art).toHaveAttribute("src", /\.svg$/);
    await expect(healthcare.locator("svg:not(a svg)")).toHaveCount(0);
    const drawing = await (await page.request.get((await art.getAttribute("src"))!)).text();
    expect(drawing).toContain("ABHA linked");
    const studies = healthcare.getByRole("link", { name: healthcarePage.hero.caseStudies });
    await expect(studies).toHaveAttribute("href", `${paths.caseStudies}#group-healthcare`);
    const caseStudyList = await (await page.request.get(paths.caseStudies)).text();
    expect(caseStudyList).toMatch(/<h2 id="group-healthcare"/);

    await links.first().click();
    await expect(page).toHaveURL(/\/verticals\/healthcare$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
