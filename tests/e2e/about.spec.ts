import { about, clientLinks, clientsBySector } from "#app/content/about.ts";
import { clients } from "#app/content/clients.ts";
import { paths } from "#app/content/paths.ts";
import { team } from "#app/content/people.ts";
import { initials } from "#app/lib/initials.ts";
import { expect, expectNoHorizontalOverflow, test } from "./fixtures.ts";
import { ANY_WIDTH } from "./viewports.ts";

test.describe("about page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(paths.about);
  });

  test("shows the spec's sections in order", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Mission",
      "Our Vision",
      "Our Values",
      "Leadership and Clinical Advisers",
      "Driving Success for Future-Focused Teams",
      "Ready to Transform Your Business with Generative AI?",
    ]);
    await expectNoHorizontalOverflow(page);
  });

  test("lists the four values, each with an icon and a description", async ({ page }) => {
    const values = page.getByRole("region", { name: "Our Values" }).getByRole("listitem");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText([
      "Empowerment",
      "Integrity",
      "Innovation",
      "Excellence",
    ]);
    for (const value of await values.all()) {
      await expect(value.locator("svg")).toHaveCount(1);
      await expect(value.locator("p")).not.toBeEmpty();
    }
  });

  test(
    "shows leadership and clinical advisers, each with initials or a photo and the sample label, readable at 768 px",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      const section = page.getByRole("region", { name: "Leadership and Clinical Advisers" });
      for (const [group, heading] of [
        ["leadership", "Leadership"],
        ["advisers", "Clinical Advisers"],
      ] as const) {
        const people = team.filter((person) => person.group === group);
        const list = section.getByRole("list", { name: heading });
        await expect(list.getByRole("heading", { level: 4 })).toHaveText(
          people.map((person) => person.name),
        );
        for (const person of people) {
          const card = list.getByRole("listitem").filter({ hasText: person.name });
          await expect(card).toContainText(person.role);
          if (person.credentials) await expect(card).toContainText(person.credentials);
          await expect(card.getByText(about.people.sampleLabel)).toBeVisible();
          if (person.photo) {
            const photo = card.getByRole("img", { name: person.photoAlt! });
            await photo.scrollIntoViewIfNeeded();
            await expect(photo).toHaveJSProperty("complete", true);
            expect(
              await photo.evaluate((img: HTMLImageElement) => img.naturalWidth),
            ).toBeGreaterThan(0);
          } else {
            // no placeholder portrait (it read as a template's): the person's initials
            await expect(card.getByRole("img")).toHaveCount(0);
            await expect(card.locator("[aria-hidden=true]").first()).toHaveText(
              initials(person.name),
            );
          }
        }
      }
      // at 768 px three cards stand in a row: each card's words get a column of their own
      // width (the review of 2026-11-28: beside the picture, ~70 px, a word per line), and
      // nothing runs past the card's edge
      await page.setViewportSize({ width: 768, height: 1024 });
      const cards = await section.getByRole("listitem").evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          const words = item.querySelector("h4")!.parentElement!.getBoundingClientRect();
          const overflow = [...item.querySelectorAll("h4, p, span")].some(
            (part) => part.getBoundingClientRect().right > box.right + 0.5,
          );
          return { name: item.querySelector("h4")!.textContent, width: words.width, overflow };
        }),
      );
      for (const card of cards) {
        expect(card.width, card.name!).toBeGreaterThan(150);
        expect(card.overflow, card.name!).toBe(false);
      }
    },
  );

  test(
    "describes the clients, naming none, while none has given permission, healthcare first",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      const section = page.getByRole("region", {
        name: "Driving Success for Future-Focused Teams",
      });
      const list = section.getByRole("list", { name: about.clients.listLabel });
      // grouped by sector as derived from the studies and quotes, each group in list order
      const groups = clientsBySector(clients, clientLinks);
      expect(groups.map((group) => group.id)).toEqual(["healthcare", "other"]);
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(
        groups.map((group) => group.title),
      );
      for (const group of groups) {
        await expect(
          list.getByRole("list", { name: group.title }).getByRole("listitem"),
        ).toHaveText(group.clients.map((client) => client.descriptor));
      }
      await expect(section).toContainText(about.clients.unnamedNote);
      await expect(section.getByRole("img")).toHaveCount(0);
      await expect(section).not.toContainText(
        /Contoso|Fabrikam|Northwind|Tailspin|Woodgrove|Litware|Adatum|Wingtip/,
      );
    },
  );

  // where a link leads is the same at any width
  test("Get in Touch leads to the contact page", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  test(
    "the closing call to action offers a free consultation on the contact page",
    {
      tag: ANY_WIDTH,
    },
    async ({ page }) => {
      const cta = page.getByRole("region", {
        name: "Ready to Transform Your Business with Generative AI?",
      });
      await expect(cta).toContainText("free consultation");
      const link = cta.getByRole("link", { name: "Book a Free Consultation" });
      await expect(link).toHaveAttribute("href", paths.contact);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
    },
  );
});
