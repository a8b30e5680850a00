import { expect, test, type Locator, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { loadCollection } from "#app/content/load.ts";
import { caseStudySchema } from "#app/content/schemas/case-study.ts";
import { jobSchema } from "#app/content/schemas/job.ts";
import { applicationForm, fillApplicationText, field, testPdf } from "../e2e/forms.ts";
import { buildAndServe } from "./built-site.ts";
import { offline } from "./editor-page.ts";

// The site's owner adds a case study and posts a job in the editor (npm run edit), the site is
// built, each is everywhere it belongs; then the owner marks the job filled: the editor says
// Saved and its Preview shows the "role filled" page (what a build then makes of the file is
// tests/build/content-build.test.ts's). The test leaves content/ as it found it.

const slug = "clinical-data-engineer";
const file = `content/jobs/${slug}.yaml`;
const study = "sepsis-early-warning";
const studyFile = `content/case-studies/${study}.yaml`;
/** where the editor keeps the study's uploaded picture: a folder beside its file */
const studyFolder = `content/case-studies/${study}`;
const coverAlt = "A ward nurse checks an early-warning score on a tablet";
/** a client added with an SVG logo, as the editor saves it, then picked in a testimonial */
const client = "regional-hospital-network-kerala";
const clientFile = `content/clients/${client}.yaml`;
const clientFolder = `content/clients/${client}`;
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><rect width="200" height="40" fill="#0a5"/><text x="12" y="27" font-size="18" fill="#fff">Lakeside Health</text></svg>`;
const contentStatus = () =>
  execFileSync("git", ["status", "--porcelain", "--", "content"], { encoding: "utf8" });

/** A day `days` from today, YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const list = (scope: Page | Locator, name: string) =>
  scope.getByRole("group", { name: new RegExp(`^${name}`) });

/** Opens a list's "Add item" dialog, lets `fill` fill it, and adds the item. */
async function addItem(page: Page, name: string, fill: (dialog: Locator) => Promise<void>) {
  const dialogs = page.getByRole("dialog", { name: "Add item" });
  const open = await dialogs.count();
  const scope = open > 0 ? dialogs.nth(open - 1) : page;
  await list(scope, name).getByRole("button", { name: "Add" }).click();
  const dialog = dialogs.nth(open);
  await fill(dialog);
  await dialog.getByRole("button", { name: "Add" }).last().click();
  await expect(dialogs).toHaveCount(open);
}

const addText = (page: Page, name: string, text: string) =>
  addItem(page, name, (dialog) => dialog.getByRole("textbox").first().fill(text));

const before = contentStatus();
test.afterAll(() => {
  for (const created of [file, studyFile, studyFolder, clientFile, clientFolder]) {
    rmSync(created, { force: true, recursive: true });
  }
  expect(contentStatus()).toBe(before);
});

test("a case study and a job added in the editor are published; a filled job leaves", async ({
  page,
}) => {
  for (const created of [file, studyFile, studyFolder, clientFile, clientFolder]) {
    expect(existsSync(created), `${created} is left from an earlier run`).toBe(false);
  }
  await offline(page);

  // 0. add a case study
  await page.goto("/keystatic/collection/caseStudies/create");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Sepsis Early Warning");
  await expect(page.getByRole("textbox", { name: "Address (URL)" })).toHaveValue(study);
  await page.getByRole("textbox", { name: "Place in the list" }).fill("6");
  // its own picture instead of a drawing, with the words that stand for it
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (
    await chooser
  ).setFiles({
    name: "ward.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: "#2a6f97" },
    })
      .jpeg()
      .toBuffer(),
  });
  await page.getByRole("textbox", { name: "What the picture shows" }).fill(coverAlt);
  await page.getByRole("textbox", { name: "Card label" }).fill("Healthcare");
  await page.getByRole("textbox", { name: "Industry" }).fill("Healthcare");
  await page.getByRole("textbox", { name: "Card text" }).fill("Earlier sepsis alerts on the ward.");
  await page
    .getByRole("textbox", { name: "Summary under the title" })
    .fill("Alerts that nurses trust.");
  // its results, first on its page: what changed, before and after, and when (illustrative,
  // the form's default kind)
  for (const [measure, before, after] of [
    ["Time to antibiotics", "3 hours", "1 hour"],
    ["Alerts acted on", "40%", "85%"],
  ] as const) {
    await addItem(page, "Results", async (dialog) => {
      await dialog.getByRole("textbox", { name: "What it measures" }).fill(measure);
      await dialog.getByRole("textbox", { name: "Before (baseline)" }).fill(before);
      await dialog.getByRole("textbox", { name: "After (result)" }).fill(after);
      await dialog.getByRole("textbox", { name: "When (period)" }).fill("First six months");
    });
  }
  // the client from the clients' list, by its description (the file stores its slug); not
  // the requirement heading's select, which says "Client Requirement"
  await page
    .getByRole("button", { name: /Client/ })
    .filter({ hasText: "Choose…" })
    .click();
  await page
    .getByRole("option", { name: "Regional health system, revenue-cycle operations" })
    .click();
  await addText(page, "Requirement", "Sepsis was recognised late on general wards.");
  await addText(page, "Solution", "A scoring service on the hospital's vital-sign feed.");
  for (const technology of ["Python", "PostgreSQL"]) {
    await addItem(page, "Technologies", async (dialog) => {
      await dialog.getByRole("button", { name: /Technology/ }).click();
      await page.getByRole("option", { name: technology, exact: true }).click();
    });
  }
  for (const title of ["Ward Dashboard", "Escalation Paging"]) {
    await addItem(page, "Features", async (dialog) => {
      await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await addText(page, "Paragraphs", `${title} in a paragraph.`);
      await dialog.getByRole("textbox", { name: "One-line summary" }).fill(`${title} in a line.`);
    });
  }
  await addText(page, "Conclusion", "Alerts now reach the right nurse in time.");
  // the other studies by their titles (the file stores their slugs)
  for (const other of [
    "Cloud-Based ECG Holter Monitoring System",
    "Mental Health Screening App for Rural Women",
    "Queue Management System",
  ]) {
    await addItem(page, "More Case Studies", async (dialog) => {
      await dialog.getByRole("button", { name: /Case study/ }).click();
      await page.getByRole("option", { name: other, exact: true }).click();
    });
  }
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/caseStudies/item/${study}$`));
  await expect(page.getByRole("status")).toHaveText(/^Saved at /);
  await expect.poll(() => existsSync(studyFile)).toBe(true);
  const added = loadCollection("case-studies", caseStudySchema).find(
    (entry) => entry.slug === study,
  );
  expect(added).toMatchObject({
    title: "Sepsis Early Warning",
    order: 6,
    client: "regional-health-system",
    more: ["ubiqvue", "mithra", "queue"],
    cover: { alt: coverAlt },
  });
  expect(existsSync(join(dirname(studyFile), added!.cover!.image)), added!.cover!.image).toBe(true);

  // 0b. a client, named with permission and an SVG logo, is offered at once in a testimonial's
  // picker: no reload of the editor (the page keeps a mark it would lose), no blank page
  await page.goto("/keystatic/collection/clients/create");
  await page
    .getByRole("textbox", { name: "Description, without naming them" })
    .fill("Regional hospital network, Kerala");
  await page
    .getByRole("textbox", { name: "Written permission to name them, on" })
    .fill(inDays(-30));
  await page.getByRole("textbox", { name: "Place in the list" }).fill("8");
  const logoChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).click();
  await (
    await logoChooser
  ).setFiles({ name: "lakeside.svg", mimeType: "image/svg+xml", buffer: Buffer.from(logoSvg) });
  // its preview shows the SVG (its width had resolved to 0: a blank box)
  const logoPreview = page.locator('img[src^="blob:"]');
  await expect(logoPreview).toBeVisible();
  expect((await logoPreview.boundingBox())!.width).toBeGreaterThan(100);
  // a logo needs its words and the client's name (the site's rule), said at once and at save
  const needs = page.getByRole("alert");
  await expect(needs).toHaveText([
    "a logo names the client: give their name too",
    "say what the logo shows (usually the organisation's name)",
  ]);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/keystatic\/collection\/clients\/create$/);
  expect(existsSync(clientFile)).toBe(false);
  await page.getByRole("textbox", { name: "Name (optional)" }).fill("Lakeside Health");
  await page.getByRole("textbox", { name: "What the logo says" }).fill("Lakeside Health");
  await expect(needs).toHaveCount(0);
  await page.evaluate(() => document.documentElement.setAttribute("data-no-reload", ""));
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/clients/item/${client}$`));
  await expect.poll(() => existsSync(clientFile)).toBe(true);
  await page.getByRole("link", { name: "Testimonials" }).first().click();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await page.getByRole("button", { name: /Client/ }).click();
  await page.getByRole("option", { name: "Regional hospital network, Kerala" }).click();
  await expect(page.getByRole("button", { name: /Client/ })).toContainText(
    "Regional hospital network, Kerala",
  );
  await expect(page.locator("html[data-no-reload]")).toHaveCount(1);

  // 1. post the job
  await page.goto("/keystatic/collection/jobs/create");
  await page.getByRole("textbox", { name: "Job title" }).fill("Clinical Data Engineer");
  await expect(page.getByRole("textbox", { name: "Address (URL)" })).toHaveValue(slug);
  await page.getByRole("textbox", { name: "Location" }).fill("Bangalore");
  await page
    .getByRole("textbox", { name: "Experience, as the page says it" })
    .fill("3 - 5 Years of Experience");
  await page.getByRole("textbox", { name: "From" }).fill("3");
  await page.getByRole("textbox", { name: "To" }).fill("5");
  await page.getByRole("textbox", { name: "Open until (last day)" }).fill(inDays(90));
  await addText(page, "About the role", "Build the data pipelines behind our clinical products.");
  await addText(page, "Responsibilities", "Model HL7 and FHIR data for analytics.");
  await addText(page, "Qualifications", "Three years of data engineering.");
  await addText(page, "Nice to have", "Experience with hospital data.");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/jobs/item/${slug}$`));
  await expect.poll(() => existsSync(file)).toBe(true);

  // what the editor wrote is what the site's schema accepts
  const posted = loadCollection("jobs", jobSchema).find((job) => job.slug === slug);
  expect(posted).toMatchObject({ title: "Clinical Data Engineer", listed: true, closed: false });

  // 2. build: the case study's page, card and share image; the job's page with its form, the
  // careers card, the sitemap, job search data
  const site = await buildAndServe();
  try {
    await page.goto(`${site.url}/case-study`);
    const card = page.getByRole("img", { name: coverAlt });
    await card.scrollIntoViewIfNeeded(); // loaded lazily, as the cards below the fold are
    await expect(card).toBeVisible();
    await page.getByRole("link", { name: /Sepsis Early Warning/ }).click();
    await expect(page).toHaveURL(`${site.url}/case-study/${study}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sepsis Early Warning");
    await expect(page.getByText("PostgreSQL").first()).toBeVisible();
    await expect(page.getByText("Time to antibiotics").first()).toBeVisible();
    // the uploaded picture, made responsive: shown, with its alt text, from an AVIF or WebP
    const cover = page.getByRole("img", { name: coverAlt });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\.(avif|webp)$/,
    );
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const share = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await fetch(`${site.url}${new URL(share!).pathname}`)).status).toBe(200);

    // the SVG logo as the editor saved it, passed through unchanged
    await page.goto(`${site.url}/about`);
    const logo = page.getByRole("img", { name: "Lakeside Health" });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toBeVisible();
    // loaded lazily: visible (its size is in the markup) before its source is chosen
    await expect(logo).toHaveJSProperty("complete", true);
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.svg$/);
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${site.url}/careers`);
    await page.getByRole("link", { name: /Clinical Data Engineer/ }).click();
    await expect(page).toHaveURL(`${site.url}/careers/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Clinical Data Engineer");
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((json) => JSON.parse(json) as { "@type": string; title?: string })
      .filter((block) => block["@type"] === "JobPosting");
    expect(postings).toMatchObject([{ title: "Clinical Data Engineer" }]);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/careers/${slug}</loc>`);
    expect(sitemap).toContain(`/case-study/${study}</loc>`);

    const form = applicationForm(page);
    await fillApplicationText(form);
    await field(form, "Resume").setInputFiles(testPdf);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  } finally {
    await site.close();
  }

  // 3. the role is filled: saved, and the editor's Preview shows the "role filled" page (410),
  // as the built site will
  await page.goto(`/keystatic/collection/jobs/item/${slug}`);
  await page.getByRole("checkbox", { name: /The role is filled/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Saved at /);
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/^closed: true$/m);
  const preview = `${test.info().project.use.baseURL}/careers/${slug}`;
  await expect.poll(async () => (await fetch(preview)).status).toBe(410);
  const [previewPage] = await Promise.all([
    page.context().waitForEvent("page"),
    // Keystatic draws the link to the site as a button in its toolbar
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await expect(previewPage).toHaveURL(preview);
  await expect(previewPage.getByRole("heading", { level: 1 })).toHaveText(
    "This role has been filled",
  );
  await previewPage.close();
  // the file now says `closed: true`, which the build turns into the 410 page and takes off the
  // list, the teaser and the sitemap: tests/build/content-build.test.ts builds exactly that, so
  // no second build here (~25 s)
});
