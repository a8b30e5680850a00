import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { SERVER_TEST_ENV } from "../tests/support/server-process.ts";
import { previewName } from "./preview-name.ts";
import { generalForm, post } from "../tests/support/forms.ts";
import { waitForOutbox } from "../tests/support/outbox-state.ts";

// Branch previews (decision 0038) on the real server in this process (inject): builds in
// PREVIEW_DIR served by Host, the preview origin's /<branch>/ redirect, a missing branch's
// page, traversal refused, forms answered without reaching the pipeline.

const ORIGIN = "https://preview.example.test";
const BRANCH = "content/new-client";
const NAME = "content-new-client";

let dir: string;
let dataDir: string;
let app: TestApp;

/** The editor's settings (as editor.integration.test.ts's), for the checks across both. */
const EDITOR_ENV = {
  EDITOR_ORIGIN: "https://cms.example.test",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-value",
  KEYSTATIC_SECRET: "k".repeat(40),
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "example-website-editor",
  KEYSTATIC_GITHUB_REPO: "example/website",
};

/** A stand-in for `build/client` of one branch: two pages, the 404 page, one asset. */
function publish(name: string, words: string) {
  const client = join(dir, `.${name}.new`, "client");
  for (const folder of ["", "about", "404", "assets"])
    mkdirSync(join(client, folder), { recursive: true });
  const html = (text: string) =>
    `<!doctype html><html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;
  writeFileSync(join(client, "index.html"), html(words));
  writeFileSync(join(client, "about", "index.html"), html("About us"));
  writeFileSync(join(client, "404", "index.html"), html("This page is not here"));
  writeFileSync(join(client, "assets", "app-1.js"), "console.log(1);");
  // switched in as the workflow does: the old folder aside, the new one renamed in
  rmSync(join(dir, name), { recursive: true, force: true });
  renameSync(join(dir, `.${name}.new`), join(dir, name));
}

const get = (host: string, path: string, init: RequestInit = {}) =>
  app.app.inject({
    method: (init.method ?? "GET") as "GET",
    url: path,
    headers: { host, ...(init.headers as Record<string, string>) },
    ...(init.body ? { payload: init.body as string | Buffer } : {}),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "previews-"));
  writeFileSync(join(dir, "secret.txt"), "not for visitors");
  publish(NAME, "Lakeside Health is our newest client");
  dataDir = mkdtempSync(join(tmpdir(), "previews-data-"));
  app = await buildTestApp({ PREVIEW_DIR: dir, PREVIEW_ORIGIN: ORIGIN, DATA_DIR: dataDir });
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("branch previews", () => {
  it("names a branch as a host label and a safe folder", () => {
    expect(previewName(BRANCH)).toBe(NAME);
    expect(previewName("content/Ünïcode & ../../etc")).toBe("content-n-code-etc");
    expect(previewName("../..")).toBeUndefined();
    const long = previewName(`content/${"a".repeat(80)}`) ?? "";
    expect(long).toMatch(/^content-a+-[0-9a-f]{8}$/);
    expect(long.length).toBeLessThanOrEqual(63);
    expect(long).not.toBe(previewName(`content/${"a".repeat(81)}`));
  });

  it("serves a branch's build on its host, with the site's headers and noindex", async () => {
    const home = await get(`${NAME}.preview.example.test`, "/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Lakeside Health is our newest client");
    expect(home.headers["x-robots-tag"]).toBe("noindex");
    expect(home.headers["content-security-policy"]).toContain("default-src");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    const asset = await get(`${NAME}.preview.example.test`, "/assets/app-1.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const unknown = await get(`${NAME}.preview.example.test`, "/no-such-page");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This page is not here");
    const robots = await get(`${NAME}.preview.example.test`, "/robots.txt");
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
  });

  it("serves a replaced build at once", async () => {
    publish("content-second", "First words");
    expect((await get("content-second.preview.example.test", "/")).body).toContain("First words");
    publish("content-second", "Second words");
    expect((await get("content-second.preview.example.test", "/")).body).toContain("Second words");
    rmSync(join(dir, "content-second"), { recursive: true });
    expect((await get("content-second.preview.example.test", "/")).statusCode).toBe(404);
  });

  it("sends the editor's /<branch>/<page> address to the branch's host", async () => {
    const answer = await get("preview.example.test", `/${BRANCH}/about?x=1`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`https://${NAME}.preview.example.test/about?x=1`);
    const home = await get("preview.example.test", `/${BRANCH}`);
    expect(home.headers.location).toBe(`https://${NAME}.preview.example.test/`);
  });

  it("answers a branch with no preview with a page that says so", async () => {
    for (const [host, path] of [
      ["content-gone.preview.example.test", "/"],
      ["preview.example.test", "/content/gone/careers/x"],
    ] as const) {
      const answer = await get(host, path);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain("Nothing is published for the branch “content-gone”");
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("refuses paths and hosts that would leave a branch's build", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/..%2fsecret.txt",
      "/../../etc/passwd",
    ]) {
      const answer = await get(`${NAME}.preview.example.test`, path);
      expect(answer.body).not.toContain("not for visitors");
      expect([400, 404]).toContain(answer.statusCode);
    }
    for (const host of [
      ".preview.example.test",
      `.${NAME}.new.preview.example.test`,
      "a..preview.example.test",
    ]) {
      const answer = await get(host, "/secret.txt");
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain("not for visitors");
    }
    const apex = await get("preview.example.test", "/..%2f..%2fsecret.txt");
    expect(apex.statusCode).toBe(404);
  });

  it("answers a preview's forms itself: nothing reaches the pipeline", async () => {
    // a valid enquiry, as the page's script posts it, to the preview and then to the site
    const request = new Request("https://x.test/send-email", {
      method: "POST",
      body: generalForm(),
    });
    const body = Buffer.from(await request.arrayBuffer());
    const headers = {
      accept: "application/json",
      "content-type": request.headers.get("content-type") ?? "",
    };
    const json = await get(`${NAME}.preview.example.test`, "/send-email", {
      method: "POST",
      headers,
      body,
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ message: "This is a preview: the form was not sent to anyone." });
    const native = await get(`${NAME}.preview.example.test`, "/security-pack/request", {
      method: "POST",
      headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: "email=asha%40example.com",
    });
    expect(native.body).toContain("the form was not sent to anyone");
    expect((await get(`${NAME}.preview.example.test`, "/spam-challenge")).statusCode).toBe(204);
    // the public host's pipeline stores the same enquiry: one row, the site's alone
    const site = await post(app, generalForm());
    expect(site.status).toBe(200);
    expect(site.headers.get("x-robots-tag")).toBeNull();
    const rows = await waitForOutbox(dataDir, (found) => found.length >= 1);
    expect(rows).toHaveLength(1);
  });

  it("needs both settings, and a host of its own", () => {
    expect(() => loadConfig({ ...SERVER_TEST_ENV, PREVIEW_DIR: dir })).toThrow(
      /Invalid PREVIEW_ORIGIN: required to serve branch previews \(PREVIEW_DIR is set\)/,
    );
    expect(() =>
      loadConfig({
        ...SERVER_TEST_ENV,
        PREVIEW_DIR: dir,
        PREVIEW_ORIGIN: "https://example.test",
        SITE_URL: "https://www.example.test",
      }),
    ).toThrow(/Invalid PREVIEW_ORIGIN: SITE_URL's host is it or under it/);
    // the editor's Preview must lead here
    const editor = { ...EDITOR_ENV, PREVIEW_DIR: dir, PREVIEW_ORIGIN: ORIGIN };
    expect(() =>
      loadConfig({
        ...SERVER_TEST_ENV,
        ...editor,
        EDITOR_PREVIEW_URL: "https://other.example.test/{branch}",
      }),
    ).toThrow(/Invalid EDITOR_PREVIEW_URL: expected https:\/\/preview.example.test\/\{branch\}/);
    expect(
      loadConfig({ ...SERVER_TEST_ENV, ...editor, EDITOR_PREVIEW_URL: `${ORIGIN}/{branch}` })
        .preview?.dir,
    ).toBe(dir);
    expect(() =>
      loadConfig({
        ...SERVER_TEST_ENV,
        ...editor,
        EDITOR_ORIGIN: "https://cms.preview.example.test",
      }),
    ).toThrow(/Invalid PREVIEW_ORIGIN: EDITOR_ORIGIN's host is it or under it/);
    expect(loadConfig({ ...SERVER_TEST_ENV }).preview).toBeUndefined();
  });
});
