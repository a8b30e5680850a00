// /.well-known/security.txt (RFC 9116): the company's e-mail, an expiry computed at this build,
// and the trust page as the policy (app/lib/security-txt.ts).
import type { APIRoute } from "astro";
import { site } from "#app/content/site.ts";
import { securityTxt } from "#app/lib/security-txt.ts";

export const GET: APIRoute = ({ site: origin }) => {
  if (!origin) throw new Error("astro.config.ts must set `site` (from SITE_URL)");
  return new Response(securityTxt({ origin: origin.origin, email: site.email, now: new Date() }), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
