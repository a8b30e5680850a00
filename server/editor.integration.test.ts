import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MockAgent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { runServer } from "../tests/support/server-process.ts";

// The editor on its own origin (decision 0026), on the real server in this process (inject):
// Keystatic's GitHub sign-in routes with GitHub's token endpoint faked by undici's MockAgent
// (Keystatic calls the global fetch), the editor's page under its own policy, and the public
// host that never serves any of it.

const EDITOR_ORIGIN = "https://cms.example.test";
const EDITOR_HOST = "cms.example.test";
const SECRET = "k".repeat(40);
export const EDITOR_ENV: Readonly<Record<string, string>> = {
  EDITOR_ORIGIN,
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.client",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret-value",
  KEYSTATIC_SECRET: SECRET,
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "example-website-editor",
  KEYSTATIC_GITHUB_REPO: "example/website",
  KEYSTATIC_BRANCH_PREFIX: "content/",
};
const CALLBACK = `${EDITOR_ORIGIN}/api/keystatic/github/oauth/callback`;

/** GitHub's answer to a code or refresh-token exchange (its documented fields). */
const tokens = (access: string, refresh: string) => ({
  access_token: access,
  expires_in: 28_800,
  refresh_token: refresh,
  refresh_token_expires_in: 15_811_200,
  scope: "",
  token_type: "bearer",
});

let buildDir: string;
let app: TestApp;
let github: MockAgent;
let previous: Dispatcher;

beforeAll(async () => {
  // a stand-in for npm run build:editor's output: the page and one asset
  buildDir = mkdtempSync(join(tmpdir(), "editor-build-"));
  mkdirSync(join(buildDir, "editor", "editor"), { recursive: true });
  mkdirSync(join(buildDir, "editor", "assets"));
  writeFileSync(
    join(buildDir, "editor", "editor", "index.html"),
    '<!doctype html><html><head><script type="module" src="/keystatic/assets/main-1.js"></script></head><body><div id="editor"></div></body></html>',
  );
  writeFileSync(join(buildDir, "editor", "assets", "main-1.js"), "console.log('editor');");
  app = await buildTestApp({ ...EDITOR_ENV, BUILD_DIR: buildDir, TRUST_PROXY: "1" });
  previous = getGlobalDispatcher();
  github = new MockAgent();
  github.disableNetConnect();
  setGlobalDispatcher(github);
});

afterEach(() => github.assertNoPendingInterceptors());

afterAll(async () => {
  setGlobalDispatcher(previous);
  await github.close();
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const onEditor = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  app.app.inject({ method: method as "GET", url, headers: { host: EDITOR_HOST, ...headers } });

/** One Set-Cookie line by its cookie's name. */
function cookie(headers: Record<string, unknown>, name: string): string {
  const all = [headers["set-cookie"] ?? []].flat() as string[];
  const line = all.find((item) => item.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return line;
}

describe("the editor's sign-in", () => {
  it("sends the browser to GitHub with the callback under EDITOR_ORIGIN, whatever a proxy forwards", async () => {
    for (const headers of [
      {} as Record<string, string>,
      {
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
        "x-forwarded-port": "8080",
        "x-forwarded-for": "203.0.113.9",
      },
    ]) {
      const answer = await onEditor(
        "/api/keystatic/github/login?from=branch/main/collection/jobs",
        headers,
      );
      expect(answer.statusCode).toBe(307);
      const location = new URL(String(answer.headers.location));
      expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
      expect(location.searchParams.get("client_id")).toBe("Iv1.client");
      expect(location.searchParams.get("redirect_uri")).toBe(CALLBACK);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      // where to come back to, kept for the callback: Secure although NODE_ENV is "test"
      const state = location.searchParams.get("state");
      expect(cookie(answer.headers, `ks-${state}`)).toMatch(/HttpOnly/);
      expect(cookie(answer.headers, `ks-${state}`)).toMatch(/; Secure$|; Secure;/);
    }
  });

  it("exchanges the code with GitHub and sets the token cookies, Secure", async () => {
    github
      .get("https://github.com")
      .intercept({
        path: (path) =>
          path.startsWith("/login/oauth/access_token?") &&
          new URLSearchParams(path.split("?")[1]).get("code") === "the-code" &&
          new URLSearchParams(path.split("?")[1]).get("client_secret") === "client-secret-value",
        method: "POST",
      })
      .reply(200, tokens("access-1", "refresh-1"), {
        headers: { "content-type": "application/json" },
      });
    const answer = await onEditor("/api/keystatic/github/oauth/callback?code=the-code");
    expect(answer.statusCode).toBe(307);
    expect(answer.headers.location).toBe("/keystatic");
    expect(answer.headers["cache-control"]).toBe("no-store");
    const access = cookie(answer.headers, "keystatic-gh-access-token");
    expect(access).toMatch(/^keystatic-gh-access-token=access-1;/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Secure/);
    const refresh = cookie(answer.headers, "keystatic-gh-refresh-token");
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Secure/);
    // the refresh token is kept encrypted with KEYSTATIC_SECRET, never as GitHub sent it
    expect(refresh).not.toContain("refresh-1");

    // …and the refresh route trades it for new tokens
    github
      .get("https://github.com")
      .intercept({
        path: (path) =>
          new URLSearchParams(path.split("?")[1]).get("grant_type") === "refresh_token" &&
          new URLSearchParams(path.split("?")[1]).get("refresh_token") === "refresh-1",
        method: "POST",
      })
      .reply(200, tokens("access-2", "refresh-2"), {
        headers: { "content-type": "application/json" },
      });
    const renewed = await onEditor(
      "/api/keystatic/github/refresh-token",
      { cookie: refresh.split(";")[0]! },
      "POST",
    );
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers["cache-control"]).toBe("no-store");
    expect(cookie(renewed.headers, "keystatic-gh-access-token")).toMatch(
      /^keystatic-gh-access-token=access-2;.*Secure/,
    );
  });

  it("refuses a code GitHub refuses, and a refresh without its cookie", async () => {
    github
      .get("https://github.com")
      .intercept({ path: /^\/login\/oauth\/access_token/, method: "POST" })
      .reply(401, { error: "bad_verification_code" });
    const answer = await onEditor("/api/keystatic/github/oauth/callback?code=wrong");
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const renewed = await onEditor("/api/keystatic/github/refresh-token", {}, "POST");
    expect(renewed.statusCode).toBe(401);
  });
});

describe("the editor's origin", () => {
  it("serves the editor's page with its settings, under its own policy", async () => {
    const page = await onEditor("/keystatic/collection/jobs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain(
      '<script type="application/json" id="editor-settings">{"repo":{"owner":"example","name":"website"},"branchPrefix":"content/","appSlug":"example-website-editor"}</script>',
    );
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://api.github.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    const asset = await onEditor("/keystatic/assets/main-1.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
  });

  it("sends its root to the editor, serves nothing of the public site, and the public host nothing of the editor", async () => {
    const root = await onEditor("/");
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe("/keystatic");
    for (const path of ["/about", "/send-email", "/keystatic-x", "/index.html"]) {
      expect((await onEditor(path)).statusCode, path).toBe(404);
    }
    for (const path of ["/keystatic", "/keystatic/", "/api/keystatic/github/login"]) {
      const answer = await app.fetch(path, { redirect: "manual" });
      expect(answer.status, path).toBe(404);
      // a forged forwarded host does not make the public host the editor's
      const forged = await app.fetch(path, {
        redirect: "manual",
        headers: { "x-forwarded-host": EDITOR_HOST },
      });
      expect(forged.status, path).toBe(404);
    }
  });

  it("limits sign-in requests per client", async () => {
    const limited = await buildTestApp({
      ...EDITOR_ENV,
      BUILD_DIR: buildDir,
      EDITOR_SIGNIN_RATE_MAX: "2",
    });
    try {
      const login = () =>
        limited.app.inject({ url: "/api/keystatic/github/login", headers: { host: EDITOR_HOST } });
      expect((await login()).statusCode).toBe(307);
      expect((await login()).statusCode).toBe(307);
      const refused = await login();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["cache-control"]).toBe("no-store");
    } finally {
      await limited.close();
    }
  });
});

describe("the editor's settings", () => {
  it("without any of them, no editor: /keystatic is the public site's 404", async () => {
    // the public site's own 404 page, so the build the suite made (BUILD_DIR, as npm test sets it)
    const plain = await buildTestApp({ BUILD_DIR: process.env.BUILD_DIR ?? "build" });
    try {
      expect((await plain.fetch("/keystatic")).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("half of them stop the server at start, naming what is missing", async () => {
    const { EDITOR_ORIGIN: origin, KEYSTATIC_GITHUB_CLIENT_ID: id } = EDITOR_ENV;
    const server = runServer({
      EDITOR_ORIGIN: origin!,
      KEYSTATIC_GITHUB_CLIENT_ID: id!,
      KEYSTATIC_SECRET: SECRET,
    });
    expect(await server.exit).toBe(1);
    const output = server.output();
    for (const name of [
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
      "KEYSTATIC_GITHUB_REPO",
    ]) {
      expect(output).toContain(`Invalid ${name}: required to serve the editor`);
    }
    expect(output).not.toContain(SECRET);
  });
});
