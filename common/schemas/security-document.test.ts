import { describe, expect, it } from "vitest";
import { nonDisclosureProblems, nonDisclosureSchema, paragraphsOf } from "./non-disclosure.ts";
import { securityDocumentProblems, securityDocumentSchema } from "./security-document.ts";

const entry = (access: unknown, more: Record<string, unknown> = {}) => ({
  title: "Architecture overview",
  kind: "architecture",
  version: 3,
  date: "2026-10-20",
  access,
  summary: "How it is deployed.",
  ...more,
});

describe("a security document", () => {
  it("reads the editor's choice of access as a flat access and pdf", () => {
    const restricted = securityDocumentSchema.parse(
      entry({ discriminant: "restricted", value: "architecture-overview.pdf" }),
    );
    expect(restricted).toMatchObject({
      access: "restricted",
      pdf: "architecture-overview.pdf",
      version: "3",
      sample: false,
    });
    const open = securityDocumentSchema.parse(
      entry({ discriminant: "public", value: "./iso-letter/access/value.pdf" }),
    );
    expect(open).toMatchObject({ access: "public", pdf: "./iso-letter/access/value.pdf" });
  });

  it("refuses a restricted file outside DOCUMENTS_DIR and a public one not uploaded beside its entry", () => {
    for (const value of ["../secrets.pdf", "folder/file.pdf", "overview.docx", ""]) {
      const result = securityDocumentSchema.safeParse(entry({ discriminant: "restricted", value }));
      expect(result.success, value).toBe(false);
    }
    for (const value of [
      "/etc/passwd.pdf",
      "https://example.com/a.pdf",
      "./a/../../b.pdf",
      "./a/b.docx",
      "./A/b.pdf",
    ]) {
      const result = securityDocumentSchema.safeParse(entry({ discriminant: "public", value }));
      expect(result.success, value).toBe(false);
    }
    // a restricted document cannot carry an upload: the editor's choice holds one or the other
    expect(securityDocumentSchema.safeParse(entry("restricted")).success).toBe(false);
  });

  it("refuses an unknown kind and a day that is not one", () => {
    expect(
      securityDocumentSchema.safeParse(
        entry({ discriminant: "restricted", value: "a.pdf" }, { kind: "soc3" }),
      ).success,
    ).toBe(false);
    const day = securityDocumentSchema.safeParse(
      entry({ discriminant: "restricted", value: "a.pdf" }, { date: "2026-02-30" }),
    );
    expect(day.error?.issues[0]?.message).toBe("is not a day of the calendar");
  });

  it("is refused by a release while marked sample, as a file: field: problem line", () => {
    expect(
      securityDocumentProblems("content/documents/a.yaml", { title: "A", sample: false }),
    ).toEqual([]);
    expect(
      securityDocumentProblems("content/documents/a.yaml", { title: "A", sample: true }),
    ).toEqual([
      'content/documents/a.yaml: sample: "A" is a sample: upload or name the real document, then clear the mark',
    ]);
  });
});

describe("the non-disclosure terms", () => {
  it("keep their version as text and show their paragraphs", () => {
    const terms = nonDisclosureSchema.parse({ version: 1.1, text: "One\nline.\n\nTwo." });
    expect(terms).toEqual({ version: "1.1", text: "One\nline.\n\nTwo.", sample: false });
    expect(paragraphsOf(terms.text)).toEqual(["One line.", "Two."]);
  });

  it("are refused by a release while marked sample", () => {
    expect(
      nonDisclosureProblems("content/settings/non-disclosure.yaml", { sample: false }),
    ).toEqual([]);
    expect(
      nonDisclosureProblems("content/settings/non-disclosure.yaml", { sample: true }),
    ).toHaveLength(1);
  });
});
