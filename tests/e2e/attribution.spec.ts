import type { Locator, Page } from "@playwright/test";
import { ATTRIBUTION_STORAGE_KEY } from "#common/attribution.ts";
import { contactNav } from "#app/content/navigation.ts";
import { paths } from "#app/content/paths.ts";
import { attributionBlock } from "../../server/destinations/attribution-block.ts";
import { expect, test } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";

// Where an enquiry came from (issue 46 item 1, decision 0036), from a real browser to the
// team's inbox: the visit's first touch kept in the tab, the page the form was sent from, and
// with Global Privacy Control only that page; without scripts, the page and its UTM from the
// post's Referer. What is sent is the same at any width: the desktop project runs this file.

const LANDING = `${paths.product("precision-pa")}?utm_source=linkedin&utm_medium=social&utm_campaign=launch`;
const LINKEDIN_POST = "https://www.linkedin.com/feed/some/post?x=1";

/** The layout's behaviours have run (attribution.ts runs in the same module as the menu's). */
async function behavioursIn(page: Page) {
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("button", { name: "Solutions" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
}

async function sendQuote(page: Page, marker: string): Promise<Locator> {
  const form = page.getByRole("form", { name: "Request a Quote" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Name").fill("Meera Iyer");
  await field("Organization").fill("Lakeside Hospital");
  await field("Email").fill("meera.iyer@example.org");
  await field("Phone").fill("98450 12345");
  await field("Message").fill(`Please quote for a PrecisionPA pilot. Ref ${marker}`);
  await form.getByRole("button", { name: "Send", exact: true }).click();
  return form;
}

/** From the LinkedIn post to the product page, on to /about, then the site's link to /contact. */
async function visitFromLinkedIn(page: Page) {
  await page.goto(LANDING, { referer: LINKEDIN_POST });
  await behavioursIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.about}$`));
  await page.getByRole("link", { name: contactNav.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  await behavioursIn(page);
}

test("the team's e-mail says how the visitor found us: landing page, campaign, LinkedIn's host", async ({
  page,
}, testInfo) => {
  const marker = `attribution-${testInfo.project.name}-${Date.now()}`;
  await visitFromLinkedIn(page);
  const touch = {
    landing_page: LANDING,
    referrer_host: "www.linkedin.com",
    utm_source: "linkedin",
    utm_medium: "social",
    utm_campaign: "launch",
  };
  // kept in the tab from the first page, never the referring address
  const kept = await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY);
  expect(JSON.parse(kept ?? "null")).toEqual(touch);
  // a native post (before the island is live) would carry the same: added as the body is built
  const native = await page.evaluate(() =>
    Object.fromEntries(new FormData(document.querySelector<HTMLFormElement>("#contact-quote")!)),
  );
  expect(native).toMatchObject({ page: paths.contact, ...touch });

  await sendQuote(page, marker);
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const mail = await waitForMail(marker);
  expect(mail.text).toContain(attributionBlock({ ...touch, page: paths.contact }));
  expect(mail.text).not.toContain("/feed/some/post");
});

test.describe("with Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("nothing is kept and the enquiry names only the page it was sent from", async ({
    page,
  }, testInfo) => {
    const marker = `attribution-gpc-${testInfo.project.name}-${Date.now()}`;
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await visitFromLinkedIn(page);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await sendQuote(page, marker);
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    const mail = await waitForMail(marker);
    expect(mail.text).toContain(attributionBlock({ page: paths.contact }));
    expect(mail.text).not.toMatch(/linkedin|Landing page/i);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the native post names its page and that page's campaign", async ({ page }, testInfo) => {
    const marker = `attribution-noscript-${testInfo.project.name}-${Date.now()}`;
    const address = `${paths.contact}?utm_source=newsletter&utm_medium=email&utm_campaign=november`;
    await page.goto(address);
    await sendQuote(page, marker);
    await expect(page).toHaveURL(new RegExp(`${paths.contactSent}$`));
    const mail = await waitForMail(marker);
    expect(mail.text).toContain(
      attributionBlock({
        page: address,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "november",
      }),
    );
  });
});
