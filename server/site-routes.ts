import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { negotiate, resolve, type Site } from "./static.ts";

/** GET/HEAD of anything that is not an API route: the prerendered site. */
export function registerSiteRoutes(app: FastifyInstance, config: Config, site: Site) {
  if (site.pages.size === 0) {
    app.log.warn(`No prerendered site in ${config.buildDir}/client: run "npm run build".`);
  }

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const url = new URL(request.url, "http://localhost");
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = "/404";
      }
      const result = resolve(site, pathname, url.search);

      if (result.kind === "redirect") return reply.redirect(result.location, 301);
      if (result.kind === "missing") {
        return reply.code(503).type("text/plain; charset=utf-8").send("The site is not built yet.");
      }

      const { file, status } = result;
      reply.header("Vary", "Accept-Encoding");
      reply.header("ETag", file.etag);
      reply.header("Cache-Control", file.cacheControl);
      if (file.csp) reply.header("Content-Security-Policy", file.csp);
      if (status === 200 && request.headers["if-none-match"] === file.etag) {
        return reply.code(304).send();
      }
      const { encoding, body } = negotiate(file, request.headers["accept-encoding"]);
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply.code(status).type(file.type).send(body);
    },
  });
}
