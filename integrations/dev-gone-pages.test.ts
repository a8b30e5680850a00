import type { ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { devGonePages } from "./dev-gone-pages.ts";

// The editor's preview of a filled role (npm run edit, /careers/<slug>) answers as the built
// site does: its "role filled" page with 410 Gone (tests/editor/ sees it in the browser).

type Middleware = (
  request: { url?: string; method?: string },
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

function devServer(closed: string[]) {
  let middleware: Middleware | undefined;
  const server = {
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
    ssrLoadModule: vi.fn(async () => ({ closedJobs: closed.map((slug) => ({ slug })) })),
  };
  const setup = devGonePages().hooks["astro:server:setup"] as (options: object) => void;
  setup({ server });
  /** What the dev server is asked for once the middleware ran, and the status it writes. */
  return async (url: string, method = "GET") => {
    const request = { url, method };
    let status: number | undefined;
    const response = {
      writeHead: (code: number) => ((status = code), response),
    } as unknown as ServerResponse;
    await new Promise<void>((resolve, reject) =>
      middleware!(request, response, (error) => (error ? reject(error) : resolve())),
    );
    response.writeHead(200);
    return { url: request.url, status };
  };
}

describe("a filled role's address in the dev server", () => {
  it("answers with its role-filled page and 410, as the built site", async () => {
    const ask = devServer(["testengineer"]);
    expect(await ask("/careers/testengineer")).toEqual({
      url: "/gone/careers/testengineer",
      status: 410,
    });
    expect(await ask("/careers/TestEngineer?from=mail")).toEqual({
      url: "/gone/careers/testengineer?from=mail",
      status: 410,
    });
  });

  it("leaves an open role, other pages and other methods alone", async () => {
    const ask = devServer(["testengineer"]);
    expect(await ask("/careers/securitysw")).toEqual({ url: "/careers/securitysw", status: 200 });
    expect(await ask("/careers")).toEqual({ url: "/careers", status: 200 });
    expect(await ask("/careers/thank-you/x")).toEqual({ url: "/careers/thank-you/x", status: 200 });
    expect(await ask("/careers/testengineer", "POST")).toEqual({
      url: "/careers/testengineer",
      status: 200,
    });
    expect(await ask("/careers/%E0%A4")).toEqual({ url: "/careers/%E0%A4", status: 200 });
  });
});
