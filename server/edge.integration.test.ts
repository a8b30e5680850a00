import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { HTTP_DEFAULTS } from "./config.ts";
import { BODY_CAP } from "./send-email/parse.ts";
import { pdfFile } from "../tests/support/fixtures.ts";
import { applicationForm, generalForm, INBOX, post } from "../tests/support/forms.ts";
import { encodeForm, rawRequest } from "../tests/support/http.ts";
import { SECURITY_TXT, siteFixture } from "../tests/support/site-fixture.ts";
import { buildTestApp, type TestApp } from "../tests/support/test-app.ts";
import { PREFILL_MARKER } from "#common/forms/prefill.ts";

// The HTTP edge of the real server on a fixture build, in this process and listening on a
// loopback port: raw requests, since fetch and app.inject both normalise the odd paths these
// tests send; redirects, odd paths, logging, caching headers, the proxy setting and the rate
// limit, the connection limit and the timeouts of a slow or stalled upload.

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "edge-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the site's HTTP edge", () => {
  let server: TestApp;
  const build = siteFixture();
  dirs.push(build);

  beforeAll(async () => {
    server = await buildTestApp(
      { BUILD_DIR: build, DATA_DIR: tempDir(), MAIL_TO: INBOX, LOG_LEVEL: "info" },
      { listen: true },
    );
  });
  afterAll(async () => server?.close());

  it.each([
    "/%2Fevil.example/",
    "/%2fEvil.example",
    "/%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "//evil.example/",
    "/\\evil.example",
    "/%5C%5Cevil.example/",
  ])("does not redirect %s to another site", async (path) => {
    const answer = await rawRequest(server.url, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.location).toBeUndefined();
  });

  it("redirects other spellings of a page to it, percent-encoded and cacheable for an hour", async () => {
    for (const [path, location] of [
      ["/%2F%2FAbout/", "/about"],
      ["/\\About", "/about"],
      ["/Careers/TestEngineer/?ref=home", "/careers/testengineer?ref=home"],
      ["/ABOUT?q=%E2%82%AC", "/about?q=%E2%82%AC"],
    ] as const) {
      const answer = await rawRequest(server.url, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
      expect(answer.headers["cache-control"], path).toBe("public, max-age=3600");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("answers odd paths with 4xx and the security headers, logging one line each, no stack", async () => {
    for (const [path, status] of [
      ["/A%0d%0aX:1", 404],
      ["/A%E2%82%AC", 404],
      ["/about%00", 404],
      ["/%E0%A4%A", 400],
      ["/%", 400],
      ["/log-probe-%ZZ", 400],
    ] as const) {
      const answer = await rawRequest(server.url, path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers["content-type"], path).toBeDefined();
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["content-security-policy"], path).toBeDefined();
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
    }
    // lines may trail their answers; the last request's line means every earlier one is in
    await expect.poll(() => server.logs(), { timeout: 10_000 }).toContain("log-probe-");
    const log = server.logs();
    expect(log).not.toContain("node_modules");
    expect(log).not.toMatch(/\n\s+at /);
    expect(log.split("\n").filter((line) => line.includes("log-probe-"))).toHaveLength(1);
  });

  it("sends a distinct ETag per encoding and honours W/ and lists in If-None-Match", async () => {
    const tags: string[] = [];
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await rawRequest(server.url, "/about", {
        headers: { "Accept-Encoding": encoding },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(
        encoding === "identity" ? undefined : encoding,
      );
      tags.push(String(answer.headers.etag));
    }
    expect(new Set(tags).size).toBe(3);
    const [br, gzip] = tags;
    const weak = await rawRequest(server.url, "/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": `W/${br}` },
    });
    expect(weak.status).toBe(304);
    expect(weak.headers.etag).toBe(br);
    const list = await rawRequest(server.url, "/about", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": `"nope", ${gzip}` },
    });
    expect(list.status).toBe(304);
    const otherEncoding = await rawRequest(server.url, "/about", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": String(br) },
    });
    expect(otherEncoding.status).toBe(200);
    const refused = await rawRequest(server.url, "/about", {
      headers: { "Accept-Encoding": "br;q=0, gzip" },
    });
    expect(refused.headers["content-encoding"]).toBe("gzip");
  });

  it("serves /.well-known/security.txt as plain text with the security headers", async () => {
    const answer = await rawRequest(server.url, "/.well-known/security.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body.toString("utf8")).toBe(SECURITY_TXT);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600, must-revalidate");
  });

  it("fills the General Enquiry's subject a link names, escaped, under the page's own CSP", async () => {
    const plain = await rawRequest(server.url, "/contact");
    const filled = await rawRequest(server.url, "/contact?subject=DPA%20request");
    expect(filled.status).toBe(200);
    expect(filled.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(filled.body.toString("utf8")).toContain(`${PREFILL_MARKER} value="DPA request"`);
    expect(filled.headers["content-security-policy"]).toBe(
      plain.headers["content-security-policy"],
    );
    expect(filled.headers["cache-control"]).toBe("no-store");
    expect(filled.headers.etag).toBeUndefined();

    const hostile = await rawRequest(
      server.url,
      `/contact?subject=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(hostile.body.toString("utf8")).toContain(
      `value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"`,
    );
    expect(hostile.body.toString("utf8")).not.toContain("<script>alert(1)");
    // a subject the form would refuse, or a page without the field, is the plain page
    for (const path of ["/contact?subject=a%0Ab", "/about?subject=DPA%20request"]) {
      const answer = await rawRequest(server.url, path);
      expect(answer.body.toString("utf8"), path).not.toContain('value="');
      expect(answer.headers.etag, path).toBeDefined();
    }
  });

  it("sends the filled page brotli, gzip or plain as Accept-Encoding asks, with the same headers", async () => {
    const path = `/contact?subject=${encodeURIComponent('DPA & "BAA" <request>')}`;
    const plain = await rawRequest(server.url, "/contact");
    const page = plain.body
      .toString("utf8")
      .replace(
        PREFILL_MARKER,
        `${PREFILL_MARKER} value="DPA &#38; &#34;BAA&#34; &#60;request&#62;"`,
      );
    const asSent = (body: Buffer) => body;
    let brLength = 0;
    for (const [accept, encoding, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip, deflate, br;q=0.5", "gzip", gunzipSync],
      [undefined, undefined, asSent],
      ["identity", undefined, asSent],
    ] as const) {
      const answer = await rawRequest(server.url, path, {
        // `*`: a filled page is never a 304, whatever tag a client holds
        headers: { "If-None-Match": "*", ...(accept ? { "Accept-Encoding": accept } : {}) },
      });
      const label = accept ?? "no Accept-Encoding";
      expect(answer.status, label).toBe(200);
      expect(answer.headers["content-encoding"], label).toBe(encoding);
      expect(answer.headers["content-length"], label).toBe(String(answer.body.length));
      expect(decode(answer.body).toString("utf8"), label).toBe(page);
      if (encoding) expect(answer.body.length, label).toBeLessThan(page.length / 2);
      expect(answer.headers.vary, label).toBe("Accept-Encoding");
      expect(answer.headers.etag, label).toBeUndefined();
      expect(answer.headers["cache-control"], label).toBe("no-store");
      expect(answer.headers["content-type"], label).toBe("text/html; charset=utf-8");
      for (const header of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "permissions-policy",
        "strict-transport-security",
      ]) {
        expect(answer.headers[header], `${label}: ${header}`).toBeDefined();
        expect(answer.headers[header], `${label}: ${header}`).toBe(plain.headers[header]);
      }
      if (encoding === "br") brLength = answer.body.length;
    }
    const head = await rawRequest(server.url, path, {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(brLength));
    expect(head.body.length).toBe(0);
    // nothing of a filled page is kept for the plain one
    const plainBr = await rawRequest(server.url, "/contact", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(plainBr.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(plainBr.body).equals(plain.body)).toBe(true);
  });
});

describe("behind one proxy (TRUST_PROXY=1), with a limit of 2 per minute", () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp(
      {
        DATA_DIR: tempDir(),
        BUILD_DIR: siteFixture(),
        MAIL_TO: INBOX,
        RATE_LIMIT_MAX: "2",
        TRUST_PROXY: "1",
        MAX_CONNECTIONS: "4",
      },
      { listen: true },
    );
  });
  afterAll(async () => server?.close());

  it("a forged X-Forwarded-For does not reset the rate limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      // The proxy appends the address it saw (here always 10.9.8.7); the client forges the rest.
      const forwarded = `203.0.113.${attempt + 1}, 10.9.8.7`;
      // app.inject's client is 127.0.0.1, as a loopback socket's
      const answer = await post(server, generalForm({ subject: `Spoof ${attempt}` }), {
        "X-Forwarded-For": forwarded,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    // Another visitor behind the same proxy has a limit of their own.
    const other = await post(server, generalForm({ subject: "Other visitor" }), {
      "X-Forwarded-For": "10.9.8.8",
    });
    expect(other.status).toBe(200);
    // A native form post that hits the limit gets the problem page, with Retry-After.
    const page = await server.fetch("/send-email", {
      method: "POST",
      body: generalForm({ subject: "Native, limited" }),
      headers: { Accept: "text/html", "X-Forwarded-For": "10.9.8.7" },
    });
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toMatch(/<li>Too many submissions\. Please try again in .+<\/li>/);
  });

  it("refuses connections past MAX_CONNECTIONS instead of queueing them", async () => {
    const sockets: Socket[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => {
        return new Promise<"answered" | "refused">((resolve) => {
          const socket = connect(server.port!, "127.0.0.1");
          sockets.push(socket);
          socket.on("connect", () =>
            socket.write(
              "GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n",
            ),
          );
          socket.once("data", () => resolve("answered"));
          socket.on("error", () => resolve("refused"));
          socket.on("close", () => resolve("refused"));
        });
      }),
    );
    for (const socket of sockets) socket.destroy();
    expect(outcomes.filter((outcome) => outcome === "answered").length).toBeLessThanOrEqual(4);
    expect(outcomes).toContain("refused");
    // once the server has seen them go, a new connection is served
    const open = () =>
      new Promise<number>((resolve, reject) =>
        server.app.server.getConnections((error, count) =>
          error ? reject(error) : resolve(count),
        ),
      );
    await expect.poll(open, { timeout: 5_000 }).toBe(0);
    expect((await rawRequest(server.url, "/about")).status).toBe(200);
  });
});

describe("a 5 MB résumé on a 1 Mbit/s line (time scaled down 40×)", () => {
  // The test keeps the line's real pace (125 kB/s) and scales the body and the timeouts
  // down by the same factor, so it proves the ratio in seconds instead of minutes.
  const SCALE = 40;
  const LINE_BYTES_PER_S = 125_000;
  const timeoutMs = HTTP_DEFAULTS.requestTimeoutMs / SCALE;
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp(
      {
        DATA_DIR: tempDir(),
        BUILD_DIR: siteFixture(),
        MAIL_TO: INBOX,
        RATE_LIMIT_MAX: "0",
        HTTP_REQUEST_TIMEOUT_MS: String(timeoutMs),
        HTTP_IDLE_TIMEOUT_MS: String(timeoutMs * 2),
      },
      { listen: true },
    );
  });
  afterAll(async () => server?.close());

  it("the default timeout fits the largest body at 1 Mbit/s with room to spare", () => {
    const seconds = BODY_CAP / LINE_BYTES_PER_S;
    expect(seconds * 1000 * 2).toBeLessThan(HTTP_DEFAULTS.requestTimeoutMs);
  });

  it("accepts an upload paced at 1 Mbit/s", async () => {
    const content = pdfFile(Math.round(MAX_RESUME_BYTES / SCALE));
    const { body, type } = await encodeForm(applicationForm({ content, name: "cv.pdf" }));
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/send-email`, {
        method: "POST",
        agent: false,
        headers: { "Content-Type": type, "Content-Length": String(body.length) },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      const chunk = LINE_BYTES_PER_S / 20; // every 50 ms
      let sent = 0;
      const timer = setInterval(() => {
        req.write(body.subarray(sent, sent + chunk));
        sent += chunk;
        if (sent >= body.length) {
          clearInterval(timer);
          req.end();
        }
      }, 50);
    });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(timeoutMs / 4);
  });

  it("answers a stalled upload with 408 once the request timeout has passed", async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(server.port!, "127.0.0.1", () => {
        socket.write(
          "POST /send-email HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
            "Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n" +
            '--b\r\nContent-Disposition: form-data; name="form"\r\n\r\napplication\r\n',
        );
      });
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", () => {});
    });
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 100);
    expect(elapsed).toBeLessThan(timeoutMs * 1.5);
  });
});
