import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from "./limits.ts";
import { messages } from "./messages.ts";

/** What both sides know about a résumé: a browser `File` and the server's upload both fit. */
export interface ResumeLike {
  readonly name: string;
  readonly size: number;
}

export function isResumeLike(value: unknown): value is ResumeLike {
  if (typeof value !== "object" || value === null) return false;
  const { name, size } = value as Record<string, unknown>;
  return typeof name === "string" && typeof size === "number";
}

export function hasResumeExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The spec's message for a résumé that cannot be accepted, or null when it is fine. */
export function resumeProblem(file: ResumeLike): string | null {
  if (!hasResumeExtension(file.name)) return messages.resumeWrongType;
  if (file.size > MAX_RESUME_BYTES) return messages.resumeTooLarge;
  return null;
}

export type ResumeKind = "pdf" | "doc" | "docx";

const SIGNATURES: ReadonlyArray<{ kind: ResumeKind; bytes: readonly number[] }> = [
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: "doc", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE2 compound file
  { kind: "docx", bytes: [0x50, 0x4b, 0x03, 0x04] }, // ZIP container (OOXML)
];

/** The résumé's real type from its first bytes (names and MIME types can lie), or null. */
export function sniffResume(head: Uint8Array): ResumeKind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match ? match.kind : null;
}
