import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_RESULT_PATHS } from "#common/endpoints.ts";
import { escapeHtml } from "../send-email/html-answer.ts";
import { encodeForRequest, type Site } from "../static.ts";

// The pack's pages (decision 0029): a decision link's confirmation (a button: only the POST
// acts, since mail scanners fetch links), what was done, and every refusal (a forged link:
// 403; expired, used up or declined: 410; a missing file: 503), each saying what to do next.
// Server-rendered in the site's look without a page of their own: the prerendered
// form-problem page is the shell (head, navigation, footer, styles, its hashed CSP), its
// <title> and the section inside <main> replaced. The section holds no script, so the CSP
// still holds; a form posts to this origin ('form-action self'). Each page carries its own CSS
// (decision 0024): only classes the form-problem page's stylesheet has are used here (no
// text-success, no list-disc: the success icon is in the brand colour).

export interface PackPage {
  status: number;
  tone: "success" | "problem" | "question";
  title: string;
  /** paragraphs, plain text */
  text: readonly string[];
  /** extra HTML, already escaped (a list of documents, a form with a button) */
  html?: string;
  /** links to offer: plain label and a same-site path or mailto: */
  links?: ReadonlyArray<{ label: string; href: string }>;
}

const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 px-7 py-3.5 text-base";
export const PRIMARY = `${BUTTON} bg-brand text-white shadow-sm hover:bg-brand-strong`;
export const SECONDARY = `${BUTTON} border border-line bg-white text-ink hover:border-brand hover:text-brand`;

const ICONS = {
  success: `<circle cx="12" cy="12" r="10"></circle><path d="m9 12 2 2 4-4"></path>`,
  problem: `<circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line><line x1="12" x2="12.01" y1="16" y2="16"></line>`,
  question: `<circle cx="12" cy="12" r="10"></circle><path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3"></path><path d="M12 17h.01"></path>`,
};

function section(page: PackPage): string {
  const color = page.tone === "problem" ? "text-danger" : "text-brand";
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="mx-auto size-14 ${color}" aria-hidden="true">${ICONS[page.tone]}</svg>`;
  const paragraphs = page.text
    .map((text) => `<p class="mx-auto mt-4 max-w-xl text-lg text-muted">${escapeHtml(text)}</p>`)
    .join("");
  const links = (page.links ?? [])
    .map(
      ({ label, href }, index) =>
        `<a href="${escapeHtml(href)}" class="${index === 0 ? PRIMARY : SECONDARY}">${escapeHtml(label)}</a>`,
    )
    .join(" ");
  return (
    `<section aria-labelledby="pack-title" data-tone="white" class="section bg-white text-ink pt-12 pb-16 md:pt-20 md:pb-24 min-h-[50vh]">` +
    `<div class="mx-auto w-full px-5 sm:px-8 max-w-3xl"><div class="text-center">${icon}` +
    `<h1 id="pack-title" class="mt-6 text-3xl font-bold tracking-tight md:text-4xl">${escapeHtml(page.title)}</h1>` +
    `${paragraphs}</div>${page.html ?? ""}` +
    (links ? `<p class="mt-10 flex flex-wrap justify-center gap-3 text-center">${links}</p>` : "") +
    `</div></section>`
  );
}

/** The page's HTML: the site's shell with this section, or a bare page without a build. */
export function packPageHtml(site: Site, page: PackPage): { html: string; csp?: string } {
  const shell = site.pages.get(FORM_RESULT_PATHS.problem);
  const body = section(page);
  if (!shell) {
    return {
      html:
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>` +
        `<body><main>${body}</main></body></html>`,
    };
  }
  const html = shell.identity
    .toString("utf8")
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /(<main\b[^>]*>)[\s\S]*(<\/main>)/,
      (_all, open: string, close: string) => open + body + close,
    );
  return { html, ...(shell.csp ? { csp: shell.csp } : {}) };
}

/** Sends a pack page: never cached, never indexed, compressed like every page. */
export function sendPackPage(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  page: PackPage,
) {
  const { html, csp } = packPageHtml(site, page);
  if (csp) reply.header("Content-Security-Policy", csp);
  reply.header("Cache-Control", "private, no-store");
  reply.header("X-Robots-Tag", "noindex");
  reply.header("Referrer-Policy", "no-referrer");
  reply.code(page.status).type("text/html; charset=utf-8");
  const shell = site.pages.get(FORM_RESULT_PATHS.problem);
  if (!shell) return reply.send(html);
  const { encoding, body } = encodeForRequest(
    shell,
    Buffer.from(html, "utf8"),
    request.headers["accept-encoding"],
  );
  reply.header("Vary", "Accept-Encoding");
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.send(body);
}
