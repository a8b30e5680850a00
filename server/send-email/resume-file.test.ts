import { describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES } from "#common/limits.ts";
import { docFile, docxFile, pdfFile, zipFile } from "../../tests/support/fixtures.ts";
import { detectResume, sanitizeFilename, zipEntryNames } from "./resume-file.ts";

describe("detectResume", () => {
  it("recognises PDF, DOC and DOCX by their content", () => {
    expect(detectResume(pdfFile())).toBe("pdf");
    expect(detectResume(docFile())).toBe("doc");
    expect(detectResume(docxFile())).toBe("docx");
  });

  it("rejects other content whatever it is called", () => {
    expect(detectResume(Buffer.from("MZ\x90\x00 an executable"))).toBeNull();
    expect(detectResume(Buffer.from("<html><body>hi</body></html>"))).toBeNull();
    expect(detectResume(Buffer.from("\x89PNG\r\n\x1a\n"))).toBeNull();
    expect(detectResume(Buffer.alloc(0))).toBeNull();
  });

  it("rejects a ZIP that holds no Word document, and a damaged ZIP", () => {
    expect(detectResume(zipFile({ "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    expect(detectResume(zipFile({ "evil.exe": "MZ" }))).toBeNull();
    expect(detectResume(docxFile().subarray(0, 40))).toBeNull();
  });

  it("rejects a file over the limit", () => {
    expect(detectResume(pdfFile(MAX_RESUME_BYTES))).toBeNull();
  });

  it("lists the entries of a ZIP", () => {
    expect(zipEntryNames(docxFile())).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });
});

describe("sanitizeFilename", () => {
  it("keeps an ordinary name", () => {
    expect(sanitizeFilename("Priya Sharma CV (2025).pdf", "pdf")).toBe(
      "Priya Sharma CV (2025).pdf",
    );
  });

  it("drops paths, header-breaking and shell characters", () => {
    expect(sanitizeFilename("../../etc/passwd.pdf", "pdf")).toBe("passwd.pdf");
    expect(sanitizeFilename("C:\\Users\\me\\cv.docx", "docx")).toBe("cv.docx");
    expect(sanitizeFilename('cv"\r\nBcc: x@y.z;.pdf', "pdf")).toBe("cv_Bcc_ x_y.z.pdf");
  });

  it("uses the detected type's extension, not the claimed one", () => {
    expect(sanitizeFilename("resume.exe", "doc")).toBe("resume.doc");
    expect(sanitizeFilename("resume.pdf", "docx")).toBe("resume.docx");
  });

  it("falls back to a neutral name and bounds the length", () => {
    expect(sanitizeFilename("", "pdf")).toBe("resume.pdf");
    expect(sanitizeFilename("....pdf", "pdf")).toBe("resume.pdf");
    expect(sanitizeFilename(`${"a".repeat(300)}.pdf`, "pdf")).toHaveLength(104);
  });

  it("keeps letters of other scripts", () => {
    expect(sanitizeFilename("रेज़्यूमे.pdf", "pdf")).toBe("रेज़्यूमे.pdf");
  });
});
