import type { Locator, Page } from "@playwright/test";
import { paths } from "#app/content/paths.ts";
import {
  allowFailedRequest,
  expect,
  expectNoHorizontalOverflow,
  holdScripts,
  test,
} from "./fixtures.ts";
import {
  applicationForm,
  field,
  fieldErrors,
  quoteForm,
  requiredMessages,
  startsWith,
  testPdf,
} from "./forms.ts";

// What a screen-reader user meets in the forms (decision 0017): live regions
// that are in the page before their text changes (a region added together with its text is
// not reliably announced), an invalid Submit that moves focus to the first invalid field
// instead of announcing every message at once, and a résumé control whose focus stays visible.

const generalForm = (page: Page) => page.getByRole("form", { name: "General Enquiry" });
const send = (form: Locator) => form.getByRole("button", { name: "Send", exact: true });
const submitApplication = (form: Locator) =>
  form.getByRole("button", { name: "Submit Application" });

/** The résumé's file input as Chromium exposes it, with no file chosen. */
const resumeNode = {
  role: "button",
  name: "Resume",
  description: "Required. PDF, DOC or DOCX, up to 5 MB",
};

/** The role, name and description of the control in Chromium's accessibility tree. */
async function chromiumNode(control: Locator) {
  const page = control.page();
  const devtools = await page.context().newCDPSession(page);
  const id = await control.getAttribute("id");
  const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await devtools.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: `[id="${id}"]`,
  });
  const { nodes } = await devtools.send("Accessibility.getPartialAXTree", {
    nodeId,
    fetchRelatives: false,
  });
  await devtools.detach();
  const [node] = nodes;
  return {
    role: node?.role?.value,
    name: node?.name?.value,
    description: node?.description?.value,
  };
}

/**
 * Records, from before the page's first script, each batch of DOM changes that adds a polite
 * live region or the text `text`: the region must come in an earlier batch than the text.
 */
async function watchRegionAndText(page: Page, text: string) {
  await page.addInitScript((text) => {
    const log: { region: number; text: number } = { region: -1, text: -1 };
    (window as unknown as { __live: typeof log }).__live = log;
    let batch = 0;
    new MutationObserver((records) => {
      batch += 1;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) {
            if (log.text < 0 && node.textContent?.includes(text)) log.text = batch;
            continue;
          }
          if (log.region < 0 && node.querySelector('[aria-live="polite"]')) log.region = batch;
          if (log.region < 0 && node.matches('[aria-live="polite"]')) log.region = batch;
          if (log.text < 0 && node.textContent?.includes(text)) log.text = batch;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __live: object }).__live);
}

test("the toasts' live region is in the page, empty, before the first toast's text", async ({
  page,
  consoleErrors,
}) => {
  const failed = "Something went wrong!";
  const log = await watchRegionAndText(page, failed);
  await page.route("**/send-email", (route) => route.abort("failed"));
  await page.goto(paths.contact);
  const form = quoteForm(page);
  await field(form, "Name").fill("Priya Sharma");
  await field(form, "Organization").fill("Acme Health");
  await field(form, "Email").fill("priya@example.com");
  await field(form, "Phone").fill("9876543210");
  await field(form, "Message").fill("A pilot, please.");
  // hydrated by the typing: the region is there, polite, and says nothing yet
  const region = page.getByRole("region", { name: "Notifications Alt+T" });
  await expect(region).toHaveAttribute("aria-live", "polite");
  await expect(region).toHaveText("");
  await send(form).click();
  await expect(region.getByRole("status")).toHaveText(failed);
  const { region: regionBatch, text: textBatch } = (await log()) as {
    region: number;
    text: number;
  };
  expect(regionBatch, "the live region was added").toBeGreaterThan(0);
  expect(textBatch, "the toast's text came after its region").toBeGreaterThan(regionBatch);
  await allowFailedRequest(page, consoleErrors, "/send-email", "net::ERR_FAILED");
});

test("the résumé's status region is there before any file, and its text changes", async ({
  page,
}) => {
  await page.goto(paths.job("testengineer"));
  const form = applicationForm(page);
  // as served, before the island has hydrated: the region exists and is empty
  await expect(page.locator("astro-island").filter({ has: form })).toHaveAttribute("ssr");
  const region = form.getByRole("status");
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText("");
  // marks the element itself: the same element must say each state, never a new one
  await region.evaluate((element) => ((element as unknown as { mark: number }).mark = 21));
  const sameElement = () =>
    region.evaluate((element) => (element as unknown as { mark?: number }).mark === 21);

  await field(form, "Resume").setInputFiles({
    name: "cv.png",
    mimeType: "image/png",
    buffer: Buffer.from("x"),
  });
  await expect(region).toHaveText("Only PDF, DOC, and DOCX files are allowed.");
  expect(await sameElement()).toBe(true);

  await field(form, "Resume").setInputFiles(testPdf);
  await expect(region).toHaveText("Uploading...");
  await expect(region).toHaveText("Upload Successful");
  expect(await sameElement()).toBe(true);

  await form.getByRole("button", { name: `Remove ${testPdf.name}` }).click();
  await expect(region).toHaveText("Resume is required");
  expect(await sameElement()).toBe(true);

  await field(form, "Resume").setInputFiles({
    name: "huge.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(region).toHaveText("Uploading...");
  await expect(region).toHaveText("File too large");
  expect(await sameElement()).toBe(true);
});

/** Every invalid control of `form`, checked against the messages expected, in page order. */
async function expectTiedMessages(form: Locator, expected: readonly string[]) {
  await expect(fieldErrors(form)).toHaveText(expected);
  // not a wall of alerts: no message is a live region
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.locator('[aria-live], [role="alert"]')).toHaveCount(0);
  const invalid = form.locator('[aria-invalid="true"]');
  await expect(invalid).toHaveCount(expected.length);
  for (const [index, message] of expected.entries()) {
    const control = invalid.nth(index);
    await expect(control).toHaveAccessibleDescription(startsWith(message));
    // the message is the description, by id
    const errorId = await fieldErrors(form).nth(index).getAttribute("id");
    await expect(control).toHaveAttribute("aria-describedby", new RegExp(`\\b${errorId}\\b`));
  }
  // focus is on the first invalid field
  const focused = await form.page().evaluate(() => document.activeElement?.id);
  expect(focused).toBe(await invalid.first().getAttribute("id"));
  await expect(invalid.first()).toBeFocused();
}

test.describe("an invalid Submit moves focus to the first invalid field, messages tied", () => {
  test("Request a Quote", async ({ page }) => {
    await page.goto(paths.contact);
    const form = quoteForm(page);
    await send(form).click();
    await expectTiedMessages(form, requiredMessages.quote);
    // a second Submit with the first field fixed moves focus to the next invalid one
    await field(form, "Name").fill("Priya");
    await send(form).click();
    await expect(field(form, "Organization")).toBeFocused();
    await expect(field(form, "Name")).not.toHaveAttribute("aria-invalid");
  });

  test("General Enquiry", async ({ page }) => {
    await page.goto(`${paths.contact}#general`);
    const form = generalForm(page);
    await field(form, "Name").fill("Priya");
    await send(form).click();
    await expectTiedMessages(form, requiredMessages.general.slice(1)); // Name is filled
  });

  test("the application", async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    await submitApplication(form).click();
    await expectTiedMessages(form, requiredMessages.application);
  });
});

test.describe("the résumé control", () => {
  test("after choosing a file, focus is on the visible Remove button", async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    const chooser = page.waitForEvent("filechooser");
    await form.getByText("Choose a file").click();
    await (await chooser).setFiles(testPdf);
    const removeButton = form.getByRole("button", { name: `Remove ${testPdf.name}` });
    await expect(removeButton).toBeFocused();
    await expect(removeButton).toBeVisible();
    const box = await removeButton.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    // the hidden input is out of the tab order, and not what has focus
    await expect(field(form, "Resume")).toHaveAttribute("tabindex", "-1");
    await expect(field(form, "Resume")).not.toBeFocused();
  });

  // WCAG 3.3.2 / 4.1.2: Chromium maps a file input to a button and drops `required` and
  // `aria-required` from its accessibility node, so its description says it in words. Read
  // from Chromium's own accessibility tree, where a screen reader reads it.
  test("says it is required, before the form's code is in and once it is", async ({ page }) => {
    const island = await holdScripts(page, /\/assets\/application-form-island[^/]*\.js$/);
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    const input = field(form, "Resume");
    await expect(input).toHaveAttribute("required", "");
    await input.focus();
    expect(await chromiumNode(input)).toEqual(resumeNode);
    await expect.poll(island.held).toBe(1);

    island.release();
    await field(form, "First Name").fill("Arjun");
    await expect(page.locator("astro-island").filter({ has: form })).not.toHaveAttribute("ssr");
    await input.focus();
    expect(await chromiumNode(input)).toEqual(resumeNode);
    // said once when its own message says so
    await submitApplication(form).click();
    await expect(input).toHaveAccessibleDescription(
      "Resume is required. PDF, DOC or DOCX, up to 5 MB",
    );
    expect((await chromiumNode(input)).description).toBe(
      "Resume is required. PDF, DOC or DOCX, up to 5 MB",
    );
  });

  test("a long file name can be read whole at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(paths.job("testengineer"));
    const form = applicationForm(page);
    const name = `Arjun-Rao-Senior-Test-Engineer-Resume-${"with-a-very-long-name-".repeat(4)}2026.pdf`;
    await field(form, "Resume").setInputFiles({ ...testPdf, name });
    const shown = form.getByText(name, { exact: true });
    await expect(shown).toBeVisible();
    const { scrollWidth, clientWidth, overflow, textOverflow } = await shown.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflow: style.overflowX,
        textOverflow: style.textOverflow,
      };
    });
    expect(textOverflow).not.toBe("ellipsis");
    expect(overflow).toBe("visible");
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the résumé control says it is required", async ({ page }) => {
    await page.goto(paths.job("testengineer"));
    expect(await chromiumNode(field(applicationForm(page), "Resume"))).toEqual(resumeNode);
  });
});
