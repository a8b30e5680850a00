import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { PipelineAlerts } from "../metrics/alerts.ts";
import { outboxStats } from "../outbox/mapping.ts";
import type { Outbox } from "../outbox/store.ts";
import { readPackContent } from "./content.ts";
import { answerDueAt, type PackRequest } from "./pack-sql.ts";
import { warnOfMissingDocuments } from "./service.ts";
import { PackTokens } from "./tokens.ts";
import { watermark } from "./watermark.ts";

// The pack's rules where they live: the links' signature and expiry on an injected clock, the
// 2 working days, the overdue alert (posted to a real receiver on loopback), the watermark of
// a name the standard font cannot draw, the start-up warning naming a missing file.

const HOUR = 3_600_000;
const tokens = new PackTokens("x".repeat(40));
const REF = "SP-0123456789AB";

describe("the pack's links", () => {
  it("verify with the key until they expire; any change or another key is forged", () => {
    const token = tokens.make({ action: "download", ref: REF, expiresAt: 10 * HOUR });
    expect(tokens.verify(token, ["download"], 9 * HOUR)).toEqual({
      ok: true,
      claims: { action: "download", ref: REF, expiresAt: 10 * HOUR },
    });
    expect(tokens.verify(token, ["download"], 10 * HOUR)).toMatchObject({
      ok: false,
      problem: "expired",
    });
    // a download token is no decision, and the other way round
    expect(tokens.verify(token, ["approve", "decline"], 0)).toEqual({
      ok: false,
      problem: "forged",
    });
    const [code, ref, expiry, signature] = token.split(".");
    for (const altered of [
      `${code}.SP-0123456789AC.${expiry}.${signature}`,
      `${code}.${ref}.${(20 * HOUR).toString(36)}.${signature}`,
      `a.${ref}.${expiry}.${signature}`,
      `${token}x`,
      "garbage",
    ]) {
      expect(tokens.verify(altered, ["download", "approve"], 0), altered).toEqual({
        ok: false,
        problem: "forged",
      });
    }
    expect(new PackTokens("y".repeat(40)).verify(token, ["download"], 0)).toEqual({
      ok: false,
      problem: "forged",
    });
  });
});

describe("2 working days", () => {
  const at = (iso: string) => Date.parse(iso);
  it("skips Saturdays and Sundays", () => {
    expect(answerDueAt(at("2026-11-23T10:00:00Z"))).toBe(at("2026-11-25T10:00:00Z")); // Mon → Wed
    expect(answerDueAt(at("2026-11-27T10:00:00Z"))).toBe(at("2026-12-01T10:00:00Z")); // Fri → Tue
    expect(answerDueAt(at("2026-11-28T10:00:00Z"))).toBe(at("2026-12-01T10:00:00Z")); // Sat → Tue
  });
});

describe("the overdue alert", () => {
  const received: Array<{ text: string; cause: string; status: string }> = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      response.writeHead(204).end();
    });
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it("fires for a request pending past 2 working days, and resolves once it is answered", async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const created = Date.parse("2026-11-27T10:00:00Z"); // a Friday
    let now = Date.parse("2026-11-30T12:00:00Z"); // Monday: 1 working day
    let state: PackRequest["state"] = "pending";
    const store = {
      stats: async () => outboxStats([]),
      pack: { listRequests: async () => [{ ref: REF, createdAt: created, state }] },
    } as unknown as Outbox;
    const alerts = new PipelineAlerts({
      store,
      webhookUrl: url,
      afterMs: HOUR,
      log: { warn: () => {} },
      now: () => now,
    });
    await alerts.check();
    expect(received).toEqual([]);
    now = Date.parse("2026-12-01T10:00:00Z"); // Tuesday 10:00: 2 working days
    await alerts.check();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ cause: "requests", status: "firing" });
    expect(received[0]!.text).toContain(REF);
    state = "approved";
    await alerts.check();
    expect(received[1]).toMatchObject({ cause: "requests", status: "resolved" });
  });
});

describe("the watermark and the files", () => {
  it("writes a name the standard font cannot draw as ?, on every page", async () => {
    const source = await PDFDocument.create();
    source.addPage();
    source.addPage();
    const marked = await watermark(await source.save(), {
      organization: "Sanjeevani अस्पताल",
      email: "cio@sanjeevani.test",
      day: "2026-11-28",
      ref: REF,
    });
    const { text } = await extractText(await getDocumentProxy(marked), { mergePages: false });
    expect(text).toHaveLength(2);
    for (const page of text) expect(page).toContain(`Sanjeevani ??????`);
  });

  it("names each restricted document whose file is missing, at start", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pack-documents-"));
    try {
      const content = readPackContent("content", (variable, message) => {
        throw new Error(`${variable}: ${message}`);
      })!;
      const warnings: string[] = [];
      const settings = {
        siteUrl: "https://x.test",
        documentsDir: dir,
        secret: undefined,
        downloadLimit: 3,
        content,
      };
      const missing = await warnOfMissingDocuments(settings, {
        warn: (_d, message) => warnings.push(message),
      });
      expect(missing).toHaveLength(content.documents.size);
      expect(warnings[0]).toContain(join(dir, [...content.documents.values()][0]!.pdf));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
