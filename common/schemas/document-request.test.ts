import { describe, expect, it } from "vitest";
import { fieldErrors } from "./submission.ts";
import { documentRequestMessages as M, documentRequestSchema } from "./document-request.ts";

const good = {
  name: "Asha Rao",
  email: "Asha@Hospital.example",
  organization: "City Hospital",
  role: "CISO",
  purpose: "Vendor security review",
  accelerators: ["acumed-ai", ""],
  documents: "pen-test-summary",
  nda: "accepted",
  ndaVersion: "2026-11",
};

describe("document request schema", () => {
  it("accepts a request, one document or several, and normalises the lists", () => {
    const data = documentRequestSchema.parse(good);
    expect(data.email).toBe("asha@hospital.example");
    expect(data.documents).toEqual(["pen-test-summary"]);
    expect(data.accelerators).toEqual(["acumed-ai"]);
    expect(documentRequestSchema.parse({ ...good, documents: ["a", "b", "a"] }).documents).toEqual([
      "a",
      "b",
    ]);
  });

  it("names each missing field in the spec's manner", () => {
    const result = documentRequestSchema.safeParse({ documents: [] });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      organization: M.organizationRequired,
      role: M.roleRequired,
      purpose: M.purposeRequired,
      documents: M.documentsRequired,
      nda: M.ndaRequired,
      ndaVersion: M.ndaVersionRequired,
    });
  });

  it("refuses a malformed address, an unticked NDA and a slug that cannot be one", () => {
    const result = documentRequestSchema.safeParse({
      ...good,
      email: "a@b",
      nda: "no",
      documents: ["../etc/passwd"],
    });
    expect(fieldErrors(result.error!)).toEqual({
      email: M.emailInvalid,
      nda: M.ndaRequired,
      documents: M.documentUnknown,
    });
  });
});
