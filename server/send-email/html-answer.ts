import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { fieldLabel } from "#common/forms/field-labels.ts";
import { FORM_RESULT_PATHS } from "#common/endpoints.ts";
import { escapeHtml } from "#common/html.ts";
import { encodeForRequest, type Site } from "../static.ts";

// Answers for a form posted natively (no JavaScript ran): the browser shows whatever comes
// back as a page, so success is a 303 to a thank-you page and a refusal is the prerendered
// form-problem page with the problems filled in. Scripts fetch with `Accept:
// application/json` and keep getting JSON, as does any client that does not prefer HTML.

const PROBLEMS_MARKER = "<!--form-problems-->";
const BACK_MARKER = "<!--form-back-->";
const TITLE = "Your form could not be sent";

/** True when the request's Accept prefers text/html over application/json. */
export function wantsHtml(request: FastifyRequest): boolean {
  const negotiator = new Negotiator({ headers: { accept: request.headers.accept } });
  // JSON is listed first, so it wins a tie, `*/*` and a missing Accept.
  return negotiator.mediaType(["application/json", "text/html"]) === "text/html";
}

// the server's pages import it from here as before; it is defined once, in common/
export { escapeHtml };

/** Where a native post lands after it was accepted (or dropped as a bot's). */
export function resultPath(form: string | undefined): string {
  return form === "application" ? FORM_RESULT_PATHS.application : FORM_RESULT_PATHS.contact;
}

/** The Referer's path when it is a page of this site on this origin; anything else: none. */
function backPath(request: FastifyRequest, site: Site): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  if (!["http:", "https:"].includes(url.protocol) || url.host !== request.host) return undefined;
  return site.pages.has(url.pathname) ? url.pathname : undefined;
}

export interface Problem {
  /** the form's `form` field, for the labels */
  form: string | undefined;
  /** bad fields by multipart name, or a single general message */
  fields?: Record<string, string>;
  message: string;
}

function problemList({ form, fields, message }: Problem): string {
  const items =
    fields && Object.keys(fields).length > 0
      ? Object.entries(fields).map(
          ([field, text]) =>
            `<li><strong>${escapeHtml(fieldLabel(form, field))}</strong> ${escapeHtml(text)}</li>`,
        )
      : [`<li>${escapeHtml(message)}</li>`];
  return `<ul class="form-problems">${items.join("")}</ul>`;
}

function fallbackPage(list: string, back: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${TITLE}</title></head><body><main><h1>${TITLE}</h1>${list}<p>${back}</p>` +
    `</main></body></html>`
  );
}

/** Sends the form-problem page with `status`, with the page's own CSP when it is prerendered. */
export function sendProblemPage(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  status: number,
  problem: Problem,
) {
  const list = problemList(problem);
  const path = backPath(request, site);
  const back = path ? `<a href="${escapeHtml(path)}">Back to the form</a>` : "";
  const page = site.pages.get(FORM_RESULT_PATHS.problem);
  // The markers are HTML comments, so filling them changes no inline script and the page's
  // hashed CSP still holds. Replacer functions: a string replacement would expand `$&`, `$'`.
  const html = page
    ? page.identity
        .toString("utf8")
        .replace(PROBLEMS_MARKER, () => list)
        .replace(BACK_MARKER, () => back)
    : fallbackPage(list, back);
  if (page?.csp) reply.header("Content-Security-Policy", page.csp);
  reply.header("Cache-Control", "no-store");
  reply.code(status).type("text/html; charset=utf-8");
  if (!page) return reply.send(html);
  // the prerendered page (~24 kB) compressed like every page, anew: it names this post's fields
  const { encoding, body } = encodeForRequest(
    page,
    Buffer.from(html, "utf8"),
    request.headers["accept-encoding"],
  );
  reply.header("Vary", "Accept-Encoding");
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.send(body);
}
