import type { Locator } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { securityPack } from "#app/content/security-pack.ts";
import { documentRequestMessages as M } from "#common/schemas/document-request.ts";
import { messages } from "#common/messages.ts";
import { expect, test } from "./fixtures.ts";
import {
  documentRequestForm as requestForm,
  field,
  fieldErrors,
  requiredMessages,
} from "./forms.ts";
import { waitForMail } from "./mailbox.ts";

// The security-review pack on /trust (issue 42): a restricted document requested with the
// non-disclosure terms accepted, with scripts and without, through the real server and its
// outbox to the team's inbox (the loopback relay); and an empty Submit's messages. The same at
// any width (ANY_WIDTH_FILES): the layout at 390 px is looked at in screenshots.

const restricted = securityPack.requestable.find((item) => item.value === "architecture-overview")!;

async function fillRequest(form: Locator, marker: string) {
  await field(form, "Name").fill("Meera Nair");
  await field(form, "Work email").fill("meera.nair@hillview-hospital.in");
  await field(form, "Organisation").fill("Hillview Hospital");
  await field(form, "Role").fill("Chief Information Security Officer");
  await field(form, "Purpose").fill(`Security review of AcuMed AI before a pilot. ${marker}`);
  await form.getByRole("checkbox", { name: restricted.label }).check();
  await form.getByRole("checkbox", { name: "AcuMed AI" }).check();
  await form.getByRole("checkbox", { name: /I accept the non-disclosure terms/ }).check();
}

test("public documents download, the rest are On request; an empty Submit shows each message and focuses the first", async ({
  page,
}) => {
  await page.goto(paths.trust);
  const pack = page.getByRole("region", { name: securityPack.title });
  const card = (title: string) =>
    pack.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const open = securityPack.documents.find((item) => item.href)!;
  await expect(card(open.title).getByRole("link", { name: /Download PDF/ })).toHaveAttribute(
    "href",
    open.href!,
  );
  const response = await page.request.get(open.href!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(card(restricted.label)).toContainText(securityPack.onRequest);
  await expect(card(restricted.label).getByRole("link")).toHaveCount(0);

  const form = requestForm(page);
  // each choice's whole row is its tap target, at least 44 px tall (DESIGN.md; the same at any
  // width): the label, not only the 20 px box
  const choices = form.locator("fieldset label");
  expect(await choices.count()).toBeGreaterThan(0);
  for (const height of await choices.evaluateAll((labels) =>
    labels.map((label) => label.getBoundingClientRect().height),
  )) {
    expect(height).toBeGreaterThanOrEqual(44);
  }
  await form.getByRole("button", { name: securityPack.form.submit }).click();
  await expect(fieldErrors(form)).toHaveText(requiredMessages.documentRequest);
  await expect(field(form, "Name")).toBeFocused();
  await expect(field(form, "Name")).toHaveAccessibleDescription(M.nameRequired);
  await expect(page).toHaveURL(new RegExp(`${paths.trust}$`));
});

test("with scripts: a request with the terms accepted is sent, confirmed and reaches the team", async ({
  page,
}, testInfo) => {
  const marker = `pack-js-${testInfo.project.name}-${Date.now()}`;
  await page.goto(paths.trust);
  const form = requestForm(page);
  await fillRequest(form, marker);
  const posted = page.waitForRequest((request) => request.url().endsWith("/security-pack/request"));
  await form.getByRole("button", { name: securityPack.form.submit }).click();
  const body = (await posted).postData() ?? "";
  expect(body).toContain(securityPack.nda.version);
  await expect(page.getByText(M.requestSent)).toBeVisible();
  await expect(field(form, "Name")).toHaveValue("");
  await expect(page.getByText(messages.sendFailed)).toHaveCount(0);
  const mail = await waitForMail(marker);
  expect(mail.text).toContain("Hillview Hospital");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a request posts natively and ends on the confirmation page", async ({ page }, testInfo) => {
    const marker = `pack-nojs-${testInfo.project.name}-${Date.now()}`;
    await page.goto(paths.trust);
    const form = requestForm(page);
    await fillRequest(form, marker);
    await form.getByRole("button", { name: securityPack.form.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.documentRequestSent}$`));
    await expect(page.getByRole("heading", { level: 1, name: M.requestSent })).toBeVisible();
    await expect(page.getByText(/valid for 72 hours/)).toBeVisible();
    await waitForMail(marker);
  });
});
