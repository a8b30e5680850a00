import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "#common/messages.ts";
import { isFormKind, wire } from "#common/wire.ts";
import { SEND_EMAIL_PATH, SPAM_CHALLENGE_PATH } from "#common/endpoints.ts";
import { newMessageId } from "../mailer/mailer.ts";
import type { PipelineMetrics, SubmissionCause } from "../metrics/pipeline-metrics.ts";
import { UNAVAILABLE_MESSAGE, type OutboxIntake } from "../outbox/intake.ts";
import type { WindowCounter } from "../outbox/store.ts";
import { SPAM_PROBLEMS, type SpamCheck } from "../spam/spam-check.ts";
import type { UnverifiedAllowance } from "../spam/unverified-allowance.ts";
import type { Site } from "../static.ts";
import { requestAttribution } from "./attribution.ts";
import { resultPath, sendProblemPage, wantsHtml } from "./html-answer.ts";
import { BODY_CAP, readMultipart, TOO_LARGE } from "./parse.ts";
import {
  admitSpam,
  originGuard,
  perMinute,
  guardFormPosts,
  spamRefusalStatus,
} from "./post-guard.ts";
import { judgeSubmission, serverMessages } from "./submission.ts";

// POST /send-email: checks who is asking (origin, rate), reads the form under hard
// limits, re-validates it, stores it durably in the outbox and only then answers 200.
// Delivery happens later, in the outbox worker.

export interface SendEmailOptions {
  allowedOrigins: readonly string[];
  mailTo: string;
  mailFrom: string;
  /** submissions per client per minute; 0 = unlimited */
  rateLimitMax: number;
  /** stores a submission behind the storage guard (disk, size, rate ceiling, time) */
  intake: OutboxIntake;
  /** the prerendered site: the form-problem page for answers to native form posts */
  site: Site;
  /** counts each post's outcome */
  metrics: PipelineMetrics;
  /** the proof-of-work check (decision 0020) */
  spam: SpamCheck;
  /** posts without a solution: UNVERIFIED_MAX_PER_HOUR per address */
  unverified: UnverifiedAllowance;
  /** posts without a solution, per address per hour (for the refusal's sentence) */
  unverifiedMaxPerHour: number;
  /**
   * where the per-client rate limit is counted when instances share a store (PostgreSQL);
   * undefined = in this process's memory
   */
  sharedLimits?: WindowCounter | undefined;
}

/** The line the delivered e-mail ends with when the post came without a solution. */
export const UNVERIFIED_NOTE =
  "Spam check: UNVERIFIED (sent without the browser's proof of work, e.g. with JavaScript off; accepted under the stricter per-address limit)";

/** Challenges per client per minute, from RATE_LIMIT_MAX (0 = no limit, as for posts). */
const CHALLENGES_PER_POST = 12;

/** What a refusal's status says about the post, for the metrics. */
function refusalCause(status: number, fields: object | undefined): SubmissionCause {
  if (status === 400) return fields ? "invalid" : "bad_request";
  if (status === 403) return "forbidden_origin";
  if (status === 413) return "too_large";
  if (status === 429) return "rate_limited";
  if (status === 503) return "unavailable";
  return status >= 500 ? "error" : "bad_request";
}

const WRONG_TYPE = "Send the form as multipart/form-data.";

/** The `form` field of a request whose body was read, for the labels of its problem page. */
const formOfRequest = new WeakMap<FastifyRequest, string | undefined>();
const formOf = (request: FastifyRequest) => formOfRequest.get(request);

/** The form's kind for the log: never a visitor-chosen string, never personal data. */
function kindOf(form: string | undefined): string {
  if (form === undefined) return "message";
  return isFormKind(form) ? form : "unknown";
}

function successMessage(form: string | undefined): string {
  return form === "application" ? messages.applicationSent : messages.contactSent;
}

export async function sendEmailRoutes(app: FastifyInstance, options: SendEmailOptions) {
  await app.register(multipart, { throwFileSizeLimit: true });
  /** A refusal: JSON as always, or the form-problem page for a native form post. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error: string,
    fields?: Record<string, string>,
    cause?: SubmissionCause,
    extra?: Record<string, string>,
  ) => {
    if (request.method === "POST") {
      options.metrics.submission(kindOf(formOf(request)), cause ?? refusalCause(status, fields));
    }
    if (!wantsHtml(request)) {
      return reply.code(status).send(fields ? { error, fields, ...extra } : { error, ...extra });
    }
    const form = formOf(request);
    // Only the résumé can make a form this large: say it in the form's own words.
    const message = status === 413 ? messages.resumeTooLarge : error;
    return sendProblemPage(request, reply, options.site, status, { form, fields, message });
  };

  /** Accepted (or dropped as a bot's): JSON, or a 303 to the thank-you page. */
  const accept = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: string | undefined,
    cause: SubmissionCause,
  ) => {
    options.metrics.submission(kindOf(form), cause);
    if (wantsHtml(request)) return reply.redirect(resultPath(form), 303);
    return reply.send({ message: successMessage(form) });
  };

  await guardFormPosts(app, {
    name: "send-email",
    counted: "submissions",
    sharedLimits: options.sharedLimits,
    refuse,
    words: { wrongType: WRONG_TYPE, tooLarge: TOO_LARGE, failed: messages.sendFailed },
  });

  const guard = originGuard(options.allowedOrigins, refuse, (request) =>
    request.log.warn("send-email: foreign origin refused"),
  );

  app.options(SEND_EMAIL_PATH, { onRequest: guard }, async (_request, reply) => {
    reply.header("Access-Control-Allow-Methods", "POST");
    reply.header("Access-Control-Allow-Headers", "Content-Type");
    reply.header("Access-Control-Max-Age", "600");
    return reply.code(204).send();
  });

  // A fresh challenge when a form's island hydrates; never cached, never shared.
  app.get(SPAM_CHALLENGE_PATH, {
    onRequest: guard,
    config: perMinute(options.rateLimitMax * CHALLENGES_PER_POST),
    handler: async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!options.spam.enabled) return reply.code(204).send();
      return reply.send(await options.spam.challenge());
    },
  });

  app.post(SEND_EMAIL_PATH, {
    onRequest: [
      guard,
      async (request, reply) => {
        if (!request.headers["content-type"]?.toLowerCase().startsWith("multipart/form-data")) {
          return refuse(request, reply, 415, WRONG_TYPE);
        }
        if (Number(request.headers["content-length"] ?? 0) > BODY_CAP) {
          return refuse(request, reply, 413, TOO_LARGE);
        }
      },
    ],
    config: perMinute(options.rateLimitMax),
    handler: async (request, reply) => {
      const body = await readMultipart(request);
      const form = body.fields[wire.form];
      formOfRequest.set(request, form);

      if ((body.fields[wire.honeypot] ?? "") !== "") {
        // Look like success so a bot learns nothing; keep nothing.
        request.log.info({ form: kindOf(form) }, "send-email: honeypot filled, dropped");
        return accept(request, reply, form, "honeypot");
      }

      // The spam check before anything is stored (decision 0020): a solution that is there
      // must be good; a post without one is accepted under the stricter allowance, marked.
      const spam = await options.spam.judge(body.fields[wire.spam]);
      options.metrics.spamVerdict(spam.kind);
      if (spam.kind === "refused") {
        request.log.info({ form: kindOf(form), spam: spam.problem }, "send-email: spam check");
        return refuse(
          request,
          reply,
          spamRefusalStatus(spam.problem),
          SPAM_PROBLEMS[spam.problem],
          undefined,
          "spam",
          {
            spam: spam.problem,
          },
        );
      }

      const verdict = judgeSubmission(body, options.mailTo);
      if (!verdict.ok) {
        return refuse(request, reply, 400, serverMessages.invalid, verdict.fields);
      }

      const admitted = await admitSpam(spam, request, reply, options);
      if (!admitted.ok) {
        if (admitted.problem === "unavailable") {
          return refuse(request, reply, 503, UNAVAILABLE_MESSAGE);
        }
        if (admitted.problem === "replayed") {
          request.log.info({ form: kindOf(form), spam: "replayed" }, "send-email: spam check");
          return refuse(request, reply, 409, SPAM_PROBLEMS.replayed, undefined, "spam", {
            spam: "replayed",
          });
        }
        const minutes = Math.ceil(admitted.retryAfterS / 60);
        return refuse(
          request,
          reply,
          429,
          `Too many submissions without the spam check from this address (at most ${options.unverifiedMaxPerHour} an hour). Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or send the form with JavaScript on.`,
          undefined,
          "unverified_limited",
          { spam: "unverified_limited" },
        );
      }
      const { release } = admitted;

      const message = verdict.message;
      const stored = await options.intake.store({
        ...message,
        attribution: requestAttribution(request, body.fields, options.allowedOrigins),
        body: spam.kind === "unverified" ? `${message.body}\n\n${UNVERIFIED_NOTE}` : message.body,
        ...(spam.kind === "verified" || spam.kind === "unverified" ? { spamCheck: spam.kind } : {}),
        messageId: newMessageId(options.mailFrom),
      });
      if (!stored.ok) {
        await release();
        reply.header("Retry-After", String(stored.retryAfterS));
        return refuse(request, reply, 503, stored.error);
      }
      const { id, duplicate } = stored;
      if (duplicate) await release();
      request.log.info(
        { id, duplicate, form: kindOf(form), spam: spam.kind },
        "send-email: stored in the outbox",
      );
      return accept(request, reply, form, duplicate ? "duplicate" : "stored");
    },
  });
}
