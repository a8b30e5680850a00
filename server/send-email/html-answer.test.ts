import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Site } from "../static.ts";
import { escapeHtml, sendProblemPage, wantsHtml } from "./html-answer.ts";

const emptySite: Site = {
  files: new Map(),
  pages: new Map(),
  notFound: undefined,
  sectionNotFound: new Map(),
  gone: new Map(),
};

describe("answers to a native form post", () => {
  it("prefers HTML only when Accept prefers text/html over application/json", async () => {
    const app = Fastify();
    app.get("/", async (request) => ({ html: wantsHtml(request) }));
    const ask = async (accept?: string) =>
      (await app.inject({ url: "/", headers: accept ? { accept } : {} })).json<{ html: boolean }>()
        .html;
    expect(await ask("text/html,application/xhtml+xml,*/*;q=0.8")).toBe(true);
    expect(await ask("application/json")).toBe(false);
    expect(await ask("*/*")).toBe(false);
    expect(await ask(undefined)).toBe(false);
    expect(await ask("text/html;q=0.5, application/json")).toBe(false);
    // Equal q-values: the client's own order decides (negotiator's rule).
    expect(await ask("text/html, application/json")).toBe(true);
    expect(await ask("application/json, text/html")).toBe(false);
  });

  it("falls back to a small page of its own when the build has no form-problem page", async () => {
    const app = Fastify();
    app.post("/", (request, reply) =>
      sendProblemPage(request, reply, emptySite, 400, {
        form: "quote",
        fields: { organization: "Organization is required.", website: "<b>" },
        message: "ignored",
      }),
    );
    const answer = await app.inject({ method: "POST", url: "/" });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toMatch(/^<!doctype html>/);
    expect(answer.body).toContain(
      '<ul class="form-problems"><li><strong>Organization</strong> Organization is required.</li>' +
        "<li><strong>website</strong> &#60;b&#62;</li></ul>",
    );
  });

  it("escapes the five HTML specials", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});
