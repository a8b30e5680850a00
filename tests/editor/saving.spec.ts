import { expect, test } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { offline } from "./editor-page.ts";

// A save in the editor, as the owner sees it: the lists name their columns in words, the
// editor says "Saved" and stays on screen (no reload, no blank page), and the file changes in
// the saved field's line only. The test puts the file back as it was.

const file = "content/settings/company.yaml";
const CONTENT_CHANGED = "site:content-changed";

test("a save says Saved, keeps the form on screen and changes only its own line", async ({
  page,
}) => {
  await offline(page);
  const original = readFileSync(file, "utf8");
  const messages: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", (f) => messages.push(String(f.payload))),
  );
  try {
    // the list's first column in words, not Keystatic's "Slug"
    await page.goto("/keystatic/collection/jobs");
    await expect(page.getByRole("columnheader", { name: /^Address \(URL\)/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Slug/ })).toHaveCount(0);
    // a list of named entries shows no file names: its name column comes first, wide
    await page.goto("/keystatic/collection/team");
    const name = page.getByRole("columnheader", { name: "Name", exact: true });
    await expect(name).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "File name" })).toBeHidden();
    await expect(page.getByRole("rowheader", { name: "arjun-nair" })).toBeHidden();
    const [nameBox, grid] = [await name.boundingBox(), await page.getByRole("grid").boundingBox()];
    expect(nameBox!.x - grid!.x).toBeLessThan(20);

    await page.goto("/keystatic/singleton/settings");
    const email = page.getByRole("textbox", { name: "Contact e-mail" });
    await email.fill("hello@example.com");
    // gone if the page reloads
    await page.evaluate(() => document.documentElement.setAttribute("data-before-save", ""));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText(/^Saved at \d/);

    // the dev server has told the open pages that content changed: the editor's stays
    await expect
      .poll(() => messages.some((message) => message.includes(CONTENT_CHANGED)))
      .toBe(true);
    await page.waitForTimeout(500);
    await expect(page.locator("html[data-before-save]")).toHaveCount(1);
    await expect(email).toBeVisible();
    await expect(email).toHaveValue("hello@example.com");

    // the one line of the field saved, nothing else of the file
    expect(readFileSync(file, "utf8")).toBe(
      original.replace(/^email: .*$/m, "email: hello@example.com"),
    );
    expect(readFileSync(file, "utf8")).not.toBe(original);
  } finally {
    writeFileSync(file, original);
  }
});

test("a picked entry is shown whole (a client's description, not its first 20 characters); a person and a security document are named by name, not file name", async ({
  page,
}) => {
  await offline(page);
  // a quote without a case study names its client (one with a case study takes the study's)
  await page.goto("/keystatic/collection/testimonials/item/michael-turner");
  const client = page.getByRole("button", {
    name: /Regional health system, revenue-cycle operations/,
  });
  await expect(client).toBeVisible();
  // no part of the button cuts its words off (Keystatic's select was 192 px wide)
  const cut = await client.evaluate(
    (button) =>
      [button, ...button.querySelectorAll("*")].filter(
        (part) => part.scrollWidth > part.clientWidth + 1,
      ).length,
  );
  expect(cut).toBe(0);

  // a person's page (a declared collection): the breadcrumb and the form say the name, and no
  // box asks for a file name (issue 44)
  await page.goto("/keystatic/collection/team/item/meera-iyer");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Dr. Meera Iyer");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("link", { name: "Dr. Meera Iyer" })).toBeVisible();
  await expect(crumbs).not.toContainText("meera-iyer");
  await expect(page.getByRole("textbox", { name: "File name" })).toHaveCount(0);

  // a security document (its title makes its download address): the breadcrumb says the title
  await page.goto("/keystatic/collection/documents/item/penetration-test-summary");
  await expect(crumbs).not.toContainText("penetration-test-summary");
  await expect(crumbs.getByText(/Penetration/)).toBeVisible();
});
