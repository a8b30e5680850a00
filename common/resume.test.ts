import { describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES, RESUME_ACCEPT } from "./limits.ts";
import { hasResumeExtension, resumeProblem, sniffResume } from "./resume.ts";

describe("résumé checks", () => {
  it("allows PDF, DOC and DOCX by name, in any case", () => {
    for (const name of ["cv.pdf", "CV.PDF", "cv.doc", "my.cv.docx"]) {
      expect(hasResumeExtension(name)).toBe(true);
    }
    for (const name of ["cv.txt", "cv.png", "pdf", "cv.pdf.exe", "cv.docm"]) {
      expect(hasResumeExtension(name)).toBe(false);
    }
  });

  it("names the problem with the spec's messages", () => {
    expect(resumeProblem({ name: "cv.png", size: 10 })).toBe(
      "Only PDF, DOC, and DOCX files are allowed.",
    );
    expect(resumeProblem({ name: "cv.pdf", size: MAX_RESUME_BYTES + 1 })).toBe(
      "File too large. Maximum 5MB allowed.",
    );
    expect(resumeProblem({ name: "cv.pdf", size: MAX_RESUME_BYTES })).toBeNull();
    expect(MAX_RESUME_BYTES).toBe(5 * 1024 * 1024);
  });

  it("tells the real type from the first bytes", () => {
    expect(sniffResume(new TextEncoder().encode("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffResume(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe(
      "doc",
    );
    expect(sniffResume(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe("docx");
    expect(sniffResume(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffResume(new Uint8Array())).toBeNull();
  });

  it("offers the allowed types to the file picker", () => {
    expect(RESUME_ACCEPT).toContain(".pdf");
    expect(RESUME_ACCEPT).toContain(".docx");
    expect(RESUME_ACCEPT).toContain("application/msword");
  });
});
