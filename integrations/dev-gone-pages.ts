import type { AstroIntegration } from "astro";
import type { ServerResponse } from "node:http";
import { paths } from "#app/content/paths.ts";
import type { Job } from "#app/content/types.ts";

/**
 * In `astro dev` (and so in the editor's preview, npm run edit), a filled or expired role's
 * address answers as the built site's server does (server/static.ts): its "role filled" page,
 * built at /gone/careers/<slug>, with 410 Gone, where the dev server alone would answer 404
 * (the role has no page at /careers/<slug> any more). Which roles are closed comes from the
 * site's own module (app/content/jobs.ts), loaded through Vite as the pages load it, so a role
 * ticked filled in the editor is gone on the next request (content-reload.ts drops the cache).
 */
export function devGonePages(): AstroIntegration {
  return {
    name: "dev-gone-pages",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const url = new URL(request.url ?? "/", "http://localhost");
          const job = /^\/careers\/([^/]+)$/.exec(url.pathname);
          if (!job || (request.method !== "GET" && request.method !== "HEAD")) return next();
          let slug: string;
          try {
            slug = decodeURIComponent(job[1]!).toLowerCase();
          } catch {
            return next();
          }
          server
            .ssrLoadModule("/app/content/jobs.ts")
            .then((jobs: { closedJobs?: readonly Job[] }) => {
              if (jobs.closedJobs?.some((closed) => closed.slug === slug)) {
                request.url = `${paths.gone(paths.job(slug))}${url.search}`;
                answerWith(response, 410);
              }
              next();
            })
            .catch(next);
        });
      },
    },
  };
}

/** Whatever the page's renderer answers, the status is `status` (a page answers 200). */
function answerWith(response: ServerResponse, status: number) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((code: number, ...rest: unknown[]) =>
    writeHead(code === 200 ? status : code, ...rest)) as typeof response.writeHead;
}
