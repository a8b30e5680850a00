import { paths } from "#app/content/paths.ts";
import { site } from "#app/content/site.ts";
import { expect, expectNoHorizontalOverflow, isMobile, test } from "./fixtures.ts";

test("the contact page shows the e-mail, the office address and two phone links", async ({
  page,
}) => {
  await page.goto(paths.contact);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const info = page.getByRole("complementary");
  await expect(info.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  const address = info.locator("address");
  for (const line of site.address.lines) await expect(address).toContainText(line);

  const phones = info.locator('a[href^="tel:"]');
  await expect(phones).toHaveCount(2);
  for (const [index, phone] of site.phones.entries()) {
    await expect(phones.nth(index)).toHaveAttribute("href", phone.href);
    await expect(phones.nth(index)).toHaveText(phone.display);
  }
  await expectNoHorizontalOverflow(page);
});

test("the form and the contact details sit side by side on wide screens only", async ({ page }) => {
  await page.goto(paths.contact);
  const form = await page
    .getByRole("heading", { name: "Send Us a Message" })
    .locator("..")
    .boundingBox();
  const info = await page.getByRole("complementary").boundingBox();
  expect(form && info).toBeTruthy();
  if (isMobile(page)) {
    expect(info!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
  } else {
    expect(info!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    expect(form!.width).toBeGreaterThan(info!.width);
  }
});
