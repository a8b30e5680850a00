import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import { freePorts } from "../support/free-ports.ts";
import { startServer, type ServerProcess } from "../support/server-process.ts";
import { startCollector } from "./analytics-collector.ts";
import { expect, test } from "./fixtures.ts";
import { field, quoteForm } from "./forms.ts";
import { DESKTOP_ONLY } from "./viewports.ts";

// The owner's analytics connected by settings (issue 46 item 2, decision 0037): servers of
// their own with ANALYTICS_* set, against a loopback collector (analytics-collector.ts) that
// serves the provider's script and records what the pages send it. What a visitor does is the
// same at any width: desktop only.

test.describe.configure({ mode: "serial" });

const PLAUSIBLE_DOMAIN = "www.nuvora.example";
const UMAMI_WEBSITE = "4f1d2c3b-aaaa-4bbb-8ccc-0123456789ab";

let collector: Awaited<ReturnType<typeof startCollector>>;
let plausible: ServerProcess;
let umami: ServerProcess;
const dataDirs: string[] = [];

test.beforeAll(async () => {
  collector = await startCollector();
  const [plausiblePort, umamiPort] = await freePorts(2);
  const serve = (port: number, provider: string, siteId: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), "analytics-outbox-"));
    dataDirs.push(dataDir);
    return startServer({
      PORT: String(port),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      DATA_DIR: dataDir,
      ANALYTICS_PROVIDER: provider,
      ANALYTICS_URL: collector.url,
      ANALYTICS_SITE_ID: siteId,
    });
  };
  [plausible, umami] = await Promise.all([
    serve(plausiblePort!, "plausible", PLAUSIBLE_DOMAIN),
    serve(umamiPort!, "umami", UMAMI_WEBSITE),
  ]);
});

test.afterAll(async () => {
  await Promise.all([plausible?.stop(), umami?.stop(), collector?.close()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function sendQuote(page: Page) {
  const form = quoteForm(page);
  await field(form, "Name").fill("Meera Iyer");
  await field(form, "Organization").fill("Lakeside Hospital");
  await field(form, "Email").fill("meera.iyer@example.org");
  await field(form, "Phone").fill("98450 12345");
  await field(form, "Message").fill("Please quote for a pilot.");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
}

/** Plausible's events of one name (its tracker also sends "engagement" as a page is left). */
const plausibleEvents = (name: string) =>
  collector.sent("/api/event").filter((request) => (request.body as { n?: string }).n === name);

test(`Plausible: a page view, then the goal "Enquiry sent" with the form's kind ${DESKTOP_ONLY}`, async ({
  page,
}) => {
  // Plausible's tracker ignores automated browsers unless a page says it is a test
  await page.addInitScript(() => Object.assign(window, { __plausible: true }));
  const contact = `${plausible.url}${paths.contact}`;
  await page.goto(contact);
  // sent after the paint by the provider's script, loaded from the provider's address
  await expect.poll(() => plausibleEvents("pageview").length).toBe(1);
  const [view] = plausibleEvents("pageview");
  expect(view).toMatchObject({ contentType: "text/plain", origin: plausible.url });
  expect(view!.body).toMatchObject({ n: "pageview", u: contact, d: PLAUSIBLE_DOMAIN, r: null });

  await sendQuote(page);
  await expect.poll(() => plausibleEvents("Enquiry sent").length).toBe(1);
  expect(plausibleEvents("Enquiry sent")[0]!.body).toMatchObject({
    u: contact,
    d: PLAUSIBLE_DOMAIN,
    p: { kind: "quote" },
  });
});

test(`Umami: a page view, then the goal with the form's kind ${DESKTOP_ONLY}`, async ({ page }) => {
  await page.goto(`${umami.url}${paths.contact}`);
  await expect.poll(() => collector.sent("/api/send").length).toBe(1);
  const [view] = collector.sent("/api/send");
  expect(view).toMatchObject({ contentType: "application/json", origin: umami.url });
  expect(view!.body).toMatchObject({
    type: "event",
    payload: { website: UMAMI_WEBSITE, hostname: "127.0.0.1", url: paths.contact },
  });
  expect((view!.body as { payload: object }).payload).not.toHaveProperty("name");

  await page.getByRole("tab", { name: "General Enquiry" }).click();
  const form = page.getByRole("form", { name: "General Enquiry" });
  await field(form, "Name").fill("Ravi Kumar");
  await field(form, "Email").fill("ravi@example.org");
  await field(form, "Phone").fill("98450 54321");
  await field(form, "Subject").fill("Partnership enquiry");
  await field(form, "Message").fill("Shall we talk?");
  await form.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  await expect.poll(() => collector.sent("/api/send").length).toBe(2);
  expect(collector.sent("/api/send")[1]!.body).toMatchObject({
    type: "event",
    payload: { website: UMAMI_WEBSITE, name: "Enquiry sent", data: { kind: "general" } },
  });
});

test(`with Global Privacy Control nothing loads and nothing is sent ${DESKTOP_ONLY}`, async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    Object.assign(window, { __plausible: true });
  });
  const before = collector.requests.length;
  const toCollector: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(collector.url)) toCollector.push(request.url());
  });
  // the analytics behaviour itself comes (the page is marked), and then adds nothing
  const behaviour = page.waitForResponse((response) =>
    /\/assets\/analytics\.[\w-]+\.js$/.test(response.url()),
  );
  await page.goto(`${plausible.url}${paths.contact}`);
  await behaviour;
  await sendQuote(page);
  expect(await page.evaluate(() => "plausible" in window)).toBe(false);
  await expect(page.locator(`script[src^="${collector.url}"]`)).toHaveCount(0);
  expect(toCollector).toEqual([]);
  // (an earlier test's page may still report its "engagement" as it closes)
  const arrived = collector.requests
    .slice(before)
    .filter((request) => (request.body as { n?: string } | undefined)?.n !== "engagement");
  expect(arrived).toEqual([]);
});
