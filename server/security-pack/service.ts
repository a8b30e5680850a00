import { createHash, randomBytes } from "node:crypto";
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Attribution } from "#common/attribution.ts";
import {
  documentRequestMessages as M,
  type DocumentRequest,
} from "#common/schemas/document-request.ts";
import type { PackSettings } from "../destinations/document-request.ts";
import { newMessageId } from "../mailer/mailer.ts";
import type { IntakeResult } from "../outbox/intake.ts";
import { addressKey } from "../outbox/mapping.ts";
import type { NewMessage, Outbox } from "../outbox/records.ts";
import { approvedMail, declinedMail, packUrls, teamMail } from "./mails.ts";
import {
  DECISION_LINK_MS,
  DOWNLOAD_LINK_MS,
  overdueRequests,
  type PackRequest,
} from "./pack-sql.ts";
import { PackTokens, type TokenAction, type TokenVerdict } from "./tokens.ts";
import { watermark } from "./watermark.ts";

// What the pack does, for the routes and the CLI alike (decision 0029): take a request
// (checked against the content, kept in the store, its team e-mail stored in the outbox before
// the answer), decide it once (approve: the requester's e-mail with the download links, a row
// of the outbox too; decline: a short note), serve a download (the link checked, the document
// watermarked, the access log written under the limit), and say which requests wait too long.

export interface PackServiceOptions {
  store: Outbox;
  /** stores a message behind the storage guard and wakes the workers (outbox/intake.ts) */
  intake: { store(message: NewMessage): Promise<IntakeResult> };
  settings: PackSettings;
  mailTo: string;
  mailFrom: string;
  now?: () => number;
}

export type Submitted =
  { ok: true; ref: string; duplicate: boolean } | { ok: false; error: string; retryAfterS: number };

export type Decided =
  | { outcome: "approved" | "declined"; request: PackRequest }
  /** decided before (a link is single use): what was decided and when */
  | { outcome: "decided"; request: PackRequest }
  | { outcome: "missing" }
  /** the reply could not be stored: the request is pending again */
  | { outcome: "unavailable"; error: string; retryAfterS: number };

export type Download =
  | { ok: true; pdf: Uint8Array; filename: string; request: PackRequest }
  | {
      ok: false;
      problem: "forged" | "expired" | "missing" | "declined" | "used-up" | "no-file";
      request?: PackRequest;
    };

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class SecurityPack {
  readonly settings: PackSettings;
  readonly #options: PackServiceOptions;
  readonly #tokens: PackTokens;
  readonly #now: () => number;
  readonly #urls: ReturnType<typeof packUrls>;

  private constructor(options: PackServiceOptions, secret: string) {
    this.#options = options;
    this.settings = options.settings;
    this.#tokens = new PackTokens(secret);
    this.#now = options.now ?? Date.now;
    this.#urls = packUrls(options.settings.siteUrl);
  }

  /** SECURITY_PACK_SECRET, or a key made by the first instance and kept in the store. */
  static async open(options: PackServiceOptions): Promise<SecurityPack> {
    const secret =
      options.settings.secret ??
      (await options.store.pack.packKey(randomBytes(32).toString("hex")));
    return new SecurityPack(options, secret);
  }

  get #store() {
    return this.#options.store.pack;
  }

  /** Problems with what the content decides (documents, accelerators, NDA version), by field. */
  check(data: DocumentRequest): Record<string, string> | undefined {
    const { content } = this.settings;
    const fields: Record<string, string> = {};
    if (data.documents.some((slug) => !content.documents.has(slug))) {
      fields.documents = M.documentUnknown;
    }
    if (data.accelerators.some((slug) => !content.accelerators.has(slug))) {
      fields.accelerators = M.acceleratorUnknown;
    }
    if (data.ndaVersion !== content.nda.version) fields.ndaVersion = M.ndaVersionOutdated;
    return Object.keys(fields).length > 0 ? fields : undefined;
  }

  /** Keeps the request, then stores the team's e-mail; the request is accepted once both are. */
  async submit(
    data: DocumentRequest,
    spamCheck?: "verified" | "unverified",
    attribution?: Attribution,
  ): Promise<Submitted> {
    const now = this.#now();
    const request: PackRequest = {
      ref: `SP-${randomBytes(6).toString("hex").toUpperCase()}`,
      createdAt: now,
      email: data.email,
      emailHash: addressKey(data.email),
      name: data.name,
      organization: data.organization,
      role: data.role,
      documents: data.documents.map((slug) => {
        const document = this.settings.content.documents.get(slug);
        return { slug, title: document?.title ?? slug, version: document?.version ?? "" };
      }),
      ndaVersion: data.ndaVersion,
      state: "pending",
      decidedAt: null,
      decidedVia: null,
    };
    const linksExpireAt = now + DECISION_LINK_MS;
    const link = (action: TokenAction) =>
      this.#urls.decision(
        this.#tokens.make({ action, ref: request.ref, expiresAt: linksExpireAt }),
      );
    const mail = teamMail({
      request,
      purpose: data.purpose,
      accelerators: data.accelerators,
      spamCheck:
        spamCheck === "verified"
          ? "passed"
          : spamCheck === "unverified"
            ? "UNVERIFIED (sent without the browser's proof of work)"
            : "off",
      approveUrl: link("approve"),
      declineUrl: link("decline"),
      linksExpireAt,
      downloadLimit: this.settings.downloadLimit,
    });
    // What makes two posts the same request (a double click, a browser's retry): not the ref.
    const hash = createHash("sha256")
      .update(JSON.stringify(["document-request", { ...data, nda: undefined }]))
      .digest("hex");
    await this.#store.addRequest(request);
    const stored = await this.#options.intake
      .store({
        kind: "document-request",
        replyTo: data.email,
        replyName: data.name,
        mailTo: this.#options.mailTo,
        subject: mail.subject,
        body: mail.body,
        contentHash: hash,
        messageId: newMessageId(this.#options.mailFrom),
        ...(spamCheck ? { spamCheck } : {}),
        ...(attribution ? { attribution } : {}),
      })
      .catch((error: unknown) => ({ ok: false as const, error: String(error), retryAfterS: 60 }));
    if (!stored.ok || stored.duplicate) {
      // nothing new was stored: this request is not one (the earlier one stands)
      await this.#store.removeRequest(request.ref).catch(() => {});
      if (!stored.ok) return stored;
    }
    return { ok: true, ref: request.ref, duplicate: stored.duplicate };
  }

  /** What a decision link says, checked: the request, or why it cannot be decided by it. */
  async decisionLink(token: string) {
    const verdict = this.#tokens.verify(token, ["approve", "decline"], this.#now());
    const request =
      verdict.ok || verdict.problem === "expired"
        ? await this.#store.getRequest(verdict.claims.ref)
        : undefined;
    return { verdict, request };
  }

  /** pending → approved or declined, once; the requester's e-mail is stored with it. */
  async decide(ref: string, action: "approve" | "decline", via: string): Promise<Decided> {
    const state = action === "approve" ? "approved" : "declined";
    const request = await this.#store.decide(ref, state, via);
    if (!request) {
      const before = await this.#store.getRequest(ref);
      return before ? { outcome: "decided", request: before } : { outcome: "missing" };
    }
    const mail =
      state === "approved"
        ? approvedMail(
            request,
            request.documents.map((document) => ({
              ...document,
              url: this.#urls.download(this.downloadToken(request), document.slug),
            })),
            (request.decidedAt ?? this.#now()) + DOWNLOAD_LINK_MS,
            this.settings.downloadLimit,
            this.#urls.trust,
          )
        : declinedMail(request, this.#urls.trust);
    const stored = await this.#options.intake
      .store({
        kind: "document-reply",
        replyTo: request.email,
        replyName: request.name,
        mailTo: request.email,
        subject: mail.subject,
        body: mail.body,
        contentHash: createHash("sha256").update(`document-reply:${request.ref}`).digest("hex"),
        messageId: newMessageId(this.#options.mailFrom),
      })
      .catch((error: unknown) => ({ ok: false as const, error: String(error), retryAfterS: 60 }));
    if (!stored.ok) {
      // the decision stands only with its e-mail: take it back, so it can be made again
      await this.#store.reopen(ref).catch(() => {});
      return { outcome: "unavailable", error: stored.error, retryAfterS: stored.retryAfterS };
    }
    return { outcome: state, request };
  }

  /** The requester's link: every document of the request, until 72 hours after approval. */
  downloadToken(request: PackRequest): string {
    const expiresAt = (request.decidedAt ?? this.#now()) + DOWNLOAD_LINK_MS;
    return this.#tokens.make({ action: "download", ref: request.ref, expiresAt });
  }

  /** A download: the link, the request, the file, the limit; the copy watermarked. */
  async download(token: string, slug: string): Promise<Download> {
    const now = this.#now();
    const verdict: TokenVerdict = this.#tokens.verify(token, ["download"], now);
    if (!verdict.ok && verdict.problem === "forged") return { ok: false, problem: "forged" };
    const request =
      verdict.ok || verdict.problem === "expired"
        ? await this.#store.getRequest(verdict.claims.ref)
        : undefined;
    if (!request) return { ok: false, problem: "missing" };
    if (!verdict.ok) return { ok: false, problem: "expired", request };
    if (request.state !== "approved") return { ok: false, problem: "declined", request };
    const requested = request.documents.find((document) => document.slug === slug);
    // a document not asked for: the link was altered
    if (!requested) return { ok: false, problem: "forged" };
    const document = this.settings.content.documents.get(slug);
    if (!document) return { ok: false, problem: "missing", request };
    // used up: say so before the watermark's work (a used-up link fetched again costs a query)
    const { downloadLimit } = this.settings;
    if ((await this.#store.countDownloads(request.ref, slug)) >= downloadLimit) {
      return { ok: false, problem: "used-up", request };
    }
    let pdf: Uint8Array;
    try {
      const file = await readFile(join(this.settings.documentsDir, document.pdf));
      pdf = await watermark(file, {
        organization: request.organization,
        email: request.email,
        day: isoDay(now),
        ref: request.ref,
      });
    } catch {
      return { ok: false, problem: "no-file", request };
    }
    const counted = await this.#store.recordDownload(
      { ref: request.ref, document: slug, version: document.version, emailHash: request.emailHash },
      downloadLimit,
    );
    // two at once for the last one: the store's count decides
    if (!counted) return { ok: false, problem: "used-up", request };
    return { ok: true, pdf, filename: `${slug}-${request.ref}.pdf`, request };
  }

  /** Requests still pending past their 2 working days. */
  async overdue(): Promise<PackRequest[]> {
    const now = this.#now();
    return overdueRequests(await this.#store.listRequests(), now);
  }
}

/** At start: each restricted document whose file is not in DOCUMENTS_DIR, named. */
export async function warnOfMissingDocuments(
  settings: PackSettings,
  log: { warn(details: object, message: string): void },
): Promise<string[]> {
  const missing: string[] = [];
  for (const document of settings.content.documents.values()) {
    const path = join(settings.documentsDir, document.pdf);
    if (
      !(await access(path).then(
        () => true,
        () => false,
      ))
    )
      missing.push(path);
  }
  for (const path of missing) {
    log.warn(
      { file: path },
      `security-pack: ${path} is missing: its download answers "not available" until the file is placed in DOCUMENTS_DIR`,
    );
  }
  return missing;
}
