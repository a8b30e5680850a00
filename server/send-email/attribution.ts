import type { FastifyRequest } from "fastify";
import { attributionOf, privacySignals, type Attribution } from "#common/attribution.ts";

// Where a post came from (decision 0036), as both form endpoints keep it: the body's optional
// attribution fields, else the page from `Referer` when it is one of ours (a form posted
// without scripts), limited to the page by `Sec-GPC: 1` or `DNT: 1`. Never a reason to refuse.

/** Our own hosts: this server's, and those of ALLOWED_ORIGINS (the pages that post here). */
export function ownHosts(request: FastifyRequest, allowedOrigins: readonly string[]): string[] {
  const hosts = [request.host];
  for (const origin of allowedOrigins) {
    if (URL.canParse(origin)) hosts.push(new URL(origin).host);
  }
  return hosts;
}

export function requestAttribution(
  request: FastifyRequest,
  body: Readonly<Record<string, unknown>>,
  allowedOrigins: readonly string[],
): Attribution {
  try {
    return attributionOf(body, {
      referer: request.headers.referer,
      ownHosts: ownHosts(request, allowedOrigins),
      ...privacySignals(request.headers),
    });
  } catch (error) {
    // attribution never makes a submission fail
    request.log.warn({ err: error }, "attribution could not be read; none kept");
    return {};
  }
}
