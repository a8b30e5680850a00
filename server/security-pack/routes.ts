import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SECURITY_PACK_PATHS } from "#common/endpoints.ts";
import {
  documentRequestLabels,
  documentRequestMessages as M,
  documentRequestSchema,
  documentRequestWire as W,
  type DocumentRequestField,
} from "#common/schemas/document-request.ts";
import { fieldErrors } from "#common/schemas/submission.ts";
import type { WindowCounter } from "../outbox/store.ts";
import { HttpError } from "../send-email/parse.ts";
import { sendProblemPage, wantsHtml } from "../send-email/html-answer.ts";
import { requestAttribution } from "../send-email/attribution.ts";
import {
  admitSpam,
  originGuard,
  perMinute,
  guardFormPosts,
  spamRefusalStatus,
} from "../send-email/post-guard.ts";
import { UNAVAILABLE_MESSAGE } from "../outbox/intake.ts";
import { SPAM_PROBLEMS, type SpamCheck } from "../spam/spam-check.ts";
import type { UnverifiedAllowance } from "../spam/unverified-allowance.ts";
import type { Site } from "../static.ts";
import { registerPackLinks } from "./link-routes.ts";
import type { SecurityPack } from "./service.ts";

// POST /security-pack/request (decision 0029): the request for restricted documents, posted by
// the form on /trust with scripts (fetch, JSON answers) or without (a native post: a 303 to the
// confirmation page, or the problem page naming each field). The same guards as /send-email:
// the origin, the per-client rate limit (shared when the store is), the spam check and the
// stricter allowance without its solution; the same schema as the browser, then the content's
// word on documents, accelerators and the non-disclosure version. Accepted means stored: the
// request in the store and its team e-mail in the outbox, before the answer.

export interface PackRouteOptions {
  /** undefined: the pack is off here (its content unreadable); requests get 503 naming whom to write to */
  pack: SecurityPack | undefined;
  site: Site;
  allowedOrigins: readonly string[];
  mailTo: string;
  rateLimitMax: number;
  spam: SpamCheck;
  unverified: UnverifiedAllowance;
  sharedLimits?: WindowCounter | undefined;
}

/** Text fields, documents and accelerators: small. */
const BODY_LIMIT = 64 * 1024;
const WRONG_TYPE = "Send the form as application/x-www-form-urlencoded or multipart/form-data.";
const INVALID = "Some fields need another look.";
const LISTS = new Set<string>([W.documents, W.accelerators]);

/** The posted fields: one value each, the two lists as arrays; a file is refused. */
async function readForm(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  const form = await new Response(new Uint8Array(request.body as Buffer), {
    headers: { "content-type": String(request.headers["content-type"]) },
  })
    .formData()
    .catch(() => {
      throw new HttpError(400, "The form data could not be read.");
    });
  const values: Record<string, string | string[]> = Object.create(null) as Record<
    string,
    string | string[]
  >;
  for (const name of new Set(form.keys())) {
    const all = form.getAll(name);
    if (all.some((value) => typeof value !== "string")) {
      throw new HttpError(400, "No file is accepted here.", { [name]: "Unexpected file." });
    }
    const strings = all as string[];
    values[name] = LISTS.has(name) ? strings : (strings[0] ?? "");
  }
  return values;
}

const labelled = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [
      documentRequestLabels[field as DocumentRequestField] ?? field,
      text,
    ]),
  );

export async function securityPackRoutes(app: FastifyInstance, options: PackRouteOptions) {
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "buffer", bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  /** JSON naming the fields, or the problem page (labels in the form's words). */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error: string,
    fields?: Record<string, string>,
  ) => {
    if (!wantsHtml(request)) return reply.code(status).send(fields ? { error, fields } : { error });
    return sendProblemPage(request, reply, options.site, status, {
      form: "document-request",
      ...(fields ? { fields: labelled(fields) } : {}),
      message: error,
    });
  };

  await guardFormPosts(app, {
    name: "security-pack",
    counted: "requests",
    sharedLimits: options.sharedLimits,
    refuse,
    words: { wrongType: WRONG_TYPE, tooLarge: "The request is too large.", failed: M.sendFailed },
  });

  app.post(SECURITY_PACK_PATHS.request, {
    onRequest: originGuard(options.allowedOrigins, refuse),
    config: perMinute(options.rateLimitMax),
    handler: async (request, reply) => {
      const { pack } = options;
      if (!pack) {
        reply.header("Retry-After", "3600");
        return refuse(request, reply, 503, `${M.unavailableHere} ${options.mailTo}`);
      }
      const body = await readForm(request);
      if ((body[W.honeypot] ?? "") !== "") {
        request.log.info("security-pack: honeypot filled, dropped");
        return accepted(request, reply);
      }
      const spam = await options.spam.judge(single(body[W.spam]));
      if (spam.kind === "refused") {
        return refuse(request, reply, spamRefusalStatus(spam.problem), SPAM_PROBLEMS[spam.problem]);
      }
      const parsed = documentRequestSchema.safeParse(body);
      if (!parsed.success) return refuse(request, reply, 400, INVALID, fieldErrors(parsed.error));
      const problems = pack.check(parsed.data);
      if (problems) return refuse(request, reply, 400, INVALID, problems);

      const admitted = await admitSpam(spam, request, reply, options);
      if (!admitted.ok) {
        if (admitted.problem === "unavailable") {
          return refuse(request, reply, 503, UNAVAILABLE_MESSAGE);
        }
        if (admitted.problem === "replayed") {
          return refuse(request, reply, 409, SPAM_PROBLEMS.replayed);
        }
        return refuse(request, reply, 429, M.tooManyUnverified);
      }
      const { release } = admitted;
      const stored = await pack.submit(
        parsed.data,
        spam.kind === "verified" || spam.kind === "unverified" ? spam.kind : undefined,
        requestAttribution(request, body, options.allowedOrigins),
      );
      if (!stored.ok) {
        await release();
        reply.header("Retry-After", String(stored.retryAfterS));
        return refuse(request, reply, 503, stored.error);
      }
      if (stored.duplicate) await release();
      request.log.info(
        { ref: stored.ref, duplicate: stored.duplicate },
        "security-pack: request stored",
      );
      return accepted(request, reply, stored.ref);
    },
  });

  if (options.pack) registerPackLinks(app, options.pack, options.site, options.mailTo);
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Stored (or dropped as a bot's): JSON, or the confirmation page. */
function accepted(request: FastifyRequest, reply: FastifyReply, ref?: string) {
  if (wantsHtml(request)) return reply.redirect(SECURITY_PACK_PATHS.requested, 303);
  return reply.send({ message: M.requestSent, ...(ref ? { reference: ref } : {}) });
}
