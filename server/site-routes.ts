import fp from "fastify-plugin";
import type { Config } from "./config.ts";
import { prefilledPage } from "./contact-prefill.ts";
import { encodeForRequest, resolve, sendFile, type Site } from "./static.ts";

/** A redirect to another spelling of a page: cacheable, but not for ever (no `immutable`). */
const REDIRECT_CACHE = "public, max-age=3600";

/**
 * GET/HEAD of anything that is not an API route: the prerendered site; and /demo-scheduler,
 * the one page address whose target is configured at run time (SCHEDULER_URL).
 */
export const siteRoutesPlugin = fp<{ config: Config; site: Site }>(
  async (app, { config, site }) => {
    if (site.pages.size === 0) {
      app.log.warn(`No prerendered site in ${config.buildDir}/client: run "npm run build".`);
    }

    // The demo dialog's iframe loads this address; the scheduler is chosen by the operator.
    app.get("/demo-scheduler", async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return reply.redirect(config.schedulerUrl, 302);
    });

    app.route({
      method: ["GET", "HEAD"],
      url: "/*",
      handler: async (request, reply) => {
        // The raw, still-encoded path: `new URL()` would read `//evil.example` as a host.
        const query = request.url.indexOf("?");
        const rawPath = query < 0 ? request.url : request.url.slice(0, query);
        const search = query < 0 ? "" : request.url.slice(query);
        const result = resolve(site, rawPath, search);

        if (result.kind === "bad-request") {
          return reply.code(400).type("text/plain; charset=utf-8").send("Bad request.");
        }
        if (result.kind === "redirect") {
          reply.header("Cache-Control", REDIRECT_CACHE);
          return reply.redirect(result.location, 301);
        }
        if (result.kind === "missing") {
          return reply
            .code(503)
            .type("text/plain; charset=utf-8")
            .send("The site is not built yet.");
        }

        const { file, status } = result;
        const filled =
          status === 200 && file.csp ? prefilledPage(file.identity, search) : undefined;
        if (filled !== undefined) {
          // this answer belongs to this query alone: never stored, never revalidated against
          // the plain page's ETag, and compressed anew each time (nothing kept per subject: a
          // link can name any of countless subjects)
          const { encoding, body } = encodeForRequest(
            file,
            filled,
            request.headers["accept-encoding"],
          );
          reply.header("Vary", "Accept-Encoding");
          reply.header("Content-Security-Policy", file.csp);
          reply.header("Cache-Control", "no-store");
          if (encoding) reply.header("Content-Encoding", encoding);
          return reply.code(200).type(file.type).send(body);
        }
        return sendFile(request, reply, file, status);
      },
    });
  },
  { name: "site-routes", fastify: "5.x" },
);
