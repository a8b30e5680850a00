import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import { escapeHtml } from "../send-email/html-answer.ts";
import type { Site } from "../static.ts";
import { utc } from "../mailer/utc.ts";
import type { PackRequest } from "./pack-sql.ts";
import { PRIMARY, sendPackPage, type PackPage } from "./pages.ts";
import type { Download, SecurityPack } from "./service.ts";

// The pack's links (decision 0029). A decision link (in the team's e-mail) opens a page with a
// button, since mail scanners fetch every link: only the POST decides, once. A download link
// (in the requester's e-mail) answers the watermarked PDF, or a page that says why not and what
// to do: 403 for a link that was not made here or was altered, 410 for one expired, used up or
// declined, 503 when the file is missing on the server. Never a file in any of those cases.

const TRUST = "/trust";

type Params = { token: string; document?: string };

export function registerPackLinks(
  app: FastifyInstance,
  pack: SecurityPack,
  site: Site,
  mailTo: string,
) {
  const write = { label: "Write to the team", href: `mailto:${mailTo}` };
  const again = { label: "Request the documents again", href: TRUST };
  const page = (request: FastifyRequest, reply: FastifyReply, content: PackPage) =>
    sendPackPage(request, reply, site, content);

  const forged: PackPage = {
    status: 403,
    tone: "problem",
    title: "This link is not valid",
    text: [
      "It was not made by this website, or part of it was changed or cut off (some e-mail programs break long links).",
      "Open the link from the e-mail again, copying all of it. If it still fails, request the documents again on the trust page or write to the team.",
    ],
    links: [again, write],
  };

  /** The decision link's page: ask (GET), or what happened (POST); or why it cannot be used. */
  const decision = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const { verdict, request: found } = await pack.decisionLink(request.params.token);
    if (!verdict.ok && verdict.problem === "forged") return page(request, reply, forged);
    const expired = !verdict.ok;
    if (!found) {
      return page(request, reply, {
        status: 410,
        tone: "problem",
        title: "This request is no longer kept",
        text: ["It was erased, or removed after the retention period. Nothing was sent."],
        links: [{ label: "Go to the trust page", href: TRUST }],
      });
    }
    if (found.state !== "pending") return page(request, reply, decidedPage(found));
    if (expired) {
      return page(request, reply, {
        status: 410,
        tone: "problem",
        title: "This link has expired",
        text: [
          `Decision links work for 7 days. Request ${found.ref} still waits for an answer: decide it on the server with "npm run outbox -- approve ${found.ref}" or "decline ${found.ref}", or ask the requester to request the documents again.`,
        ],
      });
    }
    // verified for these two actions only (a download token is refused as forged)
    const action = verdict.claims.action === "approve" ? "approve" : "decline";
    if (request.method === "GET") return page(request, reply, askPage(found, action, request.url));
    const decided = await pack.decide(found.ref, action, "link");
    if (decided.outcome === "unavailable") {
      reply.header("Retry-After", String(decided.retryAfterS));
      return page(request, reply, {
        status: 503,
        tone: "problem",
        title: "Nothing was decided yet",
        text: [
          "The reply to the requester could not be stored just now. Please try again in a few minutes.",
        ],
      });
    }
    if (decided.outcome === "missing") return page(request, reply, forged);
    if (decided.outcome === "decided") return page(request, reply, decidedPage(decided.request));
    return page(request, reply, {
      status: 200,
      tone: "success",
      title: decided.outcome === "approved" ? "Approved" : "Declined",
      text: [
        decided.outcome === "approved"
          ? `${decided.request.name} of ${decided.request.organization} will receive an e-mail with a personal download link, valid 72 hours, ${pack.settings.downloadLimit} download${pack.settings.downloadLimit === 1 ? "" : "s"} of each document (reference ${decided.request.ref}).`
          : `${decided.request.name} of ${decided.request.organization} will receive a short, polite note (reference ${decided.request.ref}).`,
      ],
    });
  };
  app.get<{ Params: Params }>(`${SECURITY_PACK_PATHS.decision}/:token`, decision);
  app.post<{ Params: Params }>(`${SECURITY_PACK_PATHS.decision}/:token`, decision);

  app.get<{ Params: Params }>(
    `${SECURITY_PACK_PATHS.download}/:token/:document`,
    async (request, reply) => {
      const answer = await pack.download(request.params.token, request.params.document ?? "");
      if (!answer.ok) return page(request, reply, refusal(answer, forged, [again, write]));
      request.log.info(
        { ref: answer.request.ref, document: request.params.document },
        "security-pack: download",
      );
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", `attachment; filename="${answer.filename}"`);
      reply.header("X-Robots-Tag", "noindex");
      reply.header("Referrer-Policy", "no-referrer");
      return reply.type("application/pdf").send(Buffer.from(answer.pdf));
    },
  );
}

/** What the refused download's page says. */
function refusal(
  answer: Extract<Download, { ok: false }>,
  forged: PackPage,
  links: PackPage["links"],
): PackPage {
  const gone = (title: string, text: string): PackPage => ({
    status: 410,
    tone: "problem",
    title,
    text: [text, "Request the documents again on the trust page, or write to the team."],
    links,
  });
  switch (answer.problem) {
    case "forged":
      return forged;
    case "expired":
      return gone(
        "This link has expired",
        "Download links work for 72 hours after the request was approved.",
      );
    case "used-up":
      return gone(
        "This document was downloaded as often as the link allows",
        "Each document can be downloaded a few times from one link.",
      );
    case "declined":
      return gone(
        "This request was not approved",
        "The documents cannot be downloaded from this link.",
      );
    case "missing":
      return gone(
        "This link no longer works",
        "The request or the document is no longer available.",
      );
    case "no-file":
      return {
        status: 503,
        tone: "problem",
        title: "This document is not available right now",
        text: [
          "The link is valid and was not used up. Please try again later, or write to the team and we will send it another way.",
        ],
        links: links?.slice(1),
      };
  }
}

function decidedPage(request: PackRequest): PackPage {
  return {
    status: 410,
    tone: "problem",
    title: `Already ${request.state}`,
    text: [
      `Request ${request.ref} from ${request.organization} was ${request.state} on ${utc(request.decidedAt ?? 0)}${request.decidedVia === "cli" ? " on the server" : ""}. A decision link works once.`,
    ],
  };
}

/** The question, with the request's facts and one button that posts to this same address. */
function askPage(request: PackRequest, action: "approve" | "decline", url: string): PackPage {
  const documents = request.documents
    .map(
      (d) =>
        `<li class="mt-2 font-semibold">${escapeHtml(d.title)} (version ${escapeHtml(d.version)})</li>`,
    )
    .join("");
  const facts =
    `<div class="mx-auto mt-8 max-w-xl rounded-card border border-line bg-white p-6 shadow-card">` +
    `<p><strong>${escapeHtml(request.name)}</strong>, ${escapeHtml(request.role)}, ${escapeHtml(request.organization)}</p>` +
    `<p class="mt-2 text-sm text-muted">${escapeHtml(request.email)} · received ${escapeHtml(utc(request.createdAt))} · non-disclosure terms version ${escapeHtml(request.ndaVersion)}</p>` +
    `<ul class="mt-4">${documents}</ul>` +
    `<form method="post" action="${escapeHtml(url)}" class="mt-6 text-center">` +
    `<button type="submit" class="${PRIMARY}">${action === "approve" ? "Approve and send the links" : "Decline and send the note"}</button>` +
    `</form></div>`;
  return {
    status: 200,
    tone: "question",
    title:
      action === "approve" ? `Approve request ${request.ref}?` : `Decline request ${request.ref}?`,
    text: [
      action === "approve"
        ? "The requester will receive a personal link to each document below, valid 72 hours, each copy marked with their organisation, e-mail, the day and the reference."
        : "The requester will receive a short, polite note without a reason.",
    ],
    html: facts,
  };
}
