import { expect, test, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { loadCollection } from "../../app/content/load.ts";
import { jobSchema } from "../../app/content/schemas/job.ts";
import { applicationForm, fillApplicationText, field, testPdf } from "../e2e/forms.ts";
import { buildAndServe } from "./built-site.ts";

// The site's owner posts a job in the editor (npm run edit), the site is built, the job is
// everywhere a job belongs; then the owner marks it filled, and it is gone everywhere, its
// address answering 410. The test leaves content/ as it found it.

const slug = "clinical-data-engineer";
const file = `content/jobs/${slug}.yaml`;
const contentStatus = () =>
  execFileSync("git", ["status", "--porcelain", "--", "content"], { encoding: "utf8" });

/** A day `days` from today, YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The editor asks for web fonts on the internet; nothing here leaves the machine. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
}

async function addItem(page: Page, list: string, text: string) {
  await page
    .getByRole("group", { name: new RegExp(`^${list}`) })
    .getByRole("button", { name: "Add" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add item" });
  await dialog.getByRole("textbox").fill(text);
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toBeHidden();
}

const before = contentStatus();
test.afterAll(() => {
  rmSync(file, { force: true });
  expect(contentStatus()).toBe(before);
});

test("a job posted in the editor is published everywhere, and leaves when marked filled", async ({
  page,
}) => {
  expect(existsSync(file), `${file} is left from an earlier run`).toBe(false);
  await offline(page);

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
  await addItem(page, "About the role", "Build the data pipelines behind our clinical products.");
  await addItem(page, "Responsibilities", "Model HL7 and FHIR data for analytics.");
  await addItem(page, "Qualifications", "Three years of data engineering.");
  await addItem(page, "Nice to have", "Experience with hospital data.");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/keystatic/collection/jobs/item/${slug}$`));
  await expect.poll(() => existsSync(file)).toBe(true);

  // what the editor wrote is what the site's schema accepts
  const posted = loadCollection("jobs", jobSchema).find((job) => job.slug === slug);
  expect(posted).toMatchObject({ title: "Clinical Data Engineer", listed: true, closed: false });

  // 2. build: the page with its form, the careers card, the sitemap, job search data
  let site = await buildAndServe();
  try {
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

    const form = applicationForm(page);
    await fillApplicationText(form);
    await field(form, "Resume").setInputFiles(testPdf);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  } finally {
    await site.close();
  }

  // 3. the role is filled
  await page.goto(`/keystatic/collection/jobs/item/${slug}`);
  await page.getByRole("checkbox", { name: /The role is filled/ }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(file, "utf8")).toMatch(/^closed: true$/m);

  site = await buildAndServe();
  try {
    const answer = await fetch(`${site.url}/careers/${slug}`);
    expect(answer.status).toBe(410);
    await page.goto(`${site.url}/careers/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This role has been filled");
    await expect(page.getByRole("link", { name: /Test Engineer/ }).first()).toBeVisible();
    expect(await page.content()).not.toContain("JobPosting");
    await page.goto(`${site.url}/careers`);
    await expect(page.getByRole("link", { name: /Clinical Data Engineer/ })).toHaveCount(0);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(slug);
  } finally {
    await site.close();
  }
});
