import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { sniffResume, type ResumeKind } from "#common/resume.ts";

// The server's own check of the résumé: the browser and common/ look at the first bytes;
// here a DOCX must also be a readable ZIP that actually holds a Word document, because
// every OOXML file, JAR and plain ZIP starts with the same four bytes.

export const RESUME_TYPES: Record<ResumeKind, { extension: string; mime: string }> = {
  pdf: { extension: ".pdf", mime: "application/pdf" },
  doc: { extension: ".doc", mime: "application/msword" },
  docx: {
    extension: ".docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/** Names of the entries in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipEntryNames(data: Buffer): string[] | null {
  const earliest = Math.max(0, data.length - EOCD_MIN - MAX_COMMENT);
  let eocd = -1;
  for (let at = data.length - EOCD_MIN; at >= earliest; at--) {
    if (data.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    names.push(data.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The résumé's real kind judged by its content, or null when it is not a PDF, DOC or DOCX. */
export function detectResume(data: Buffer): ResumeKind | null {
  if (data.length === 0 || data.length > MAX_RESUME_BYTES) return null;
  const kind = sniffResume(data.subarray(0, 16));
  if (kind !== "docx") return kind;
  const names = zipEntryNames(data);
  return names?.some((name) => name.startsWith("word/")) ? "docx" : null;
}

const UNSAFE = /[^\p{L}\p{M}\p{N} ._()-]+/gu;

/**
 * A filename safe for a MIME header and any mail client's disk: no path, no control or
 * shell-special characters, bounded length, and the extension of the detected type.
 */
export function sanitizeFilename(original: string, kind: ResumeKind): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const stem = base
    .normalize("NFC")
    .replace(/\.[^.]*$/, "")
    .replace(UNSAFE, "_")
    .replace(/_+/g, "_")
    .replace(/^[\s._-]+|[\s._-]+$/g, "")
    .slice(0, 100);
  return `${stem || "resume"}${RESUME_TYPES[kind].extension}`;
}
