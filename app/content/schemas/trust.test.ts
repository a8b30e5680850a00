import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import config from "../../../keystatic.config.ts";
import { certificationStatusLabels, trustPage } from "../trust.ts";
import { CERTIFICATION_STATUSES, trustSchema } from "./trust.ts";

const valid = {
  subprocessors: [
    {
      name: "Example Cloud Ltd.",
      service: "Hosts the server",
      data: "Everything sent through the forms",
      location: "India",
    },
  ],
  certifications: [
    { name: "ISO/IEC 27001:2022", status: "in-progress" },
    { name: "SOC 2 Type II", status: "held", note: "Report dated 2026-06-30" },
  ],
};

const problems = (input: object) => {
  const result = trustSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the trust page's lists", () => {
  it("accept a complete file, and empty lists", () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ subprocessors: [], certifications: [] })).toEqual([]);
  });

  it.each([
    ["subprocessors.0.location", { subprocessors: [{ ...valid.subprocessors[0], location: " " }] }],
    ["subprocessors.0.data", { subprocessors: [{ name: "X", service: "Y", location: "Z" }] }],
    ["certifications.0.status", { certifications: [{ name: "ISO 9001", status: "certified" }] }],
    ["certifications.0.status", { certifications: [{ name: "ISO 9001" }] }],
    ["certifications.0", { certifications: [{ name: "ISO 9001", status: "held", since: 2024 }] }],
    ["certifications", { certifications: undefined }],
  ])("name %s when it is wrong", (field, change) => {
    expect(problems({ ...valid, ...change })).toEqual([field]);
  });

  it("call only a held certification certified", () => {
    expect(Object.keys(certificationStatusLabels).sort()).toEqual([...CERTIFICATION_STATUSES].sort());
    for (const status of CERTIFICATION_STATUSES.filter((value) => value !== "held")) {
      expect(certificationStatusLabels[status]).not.toMatch(/certified|held/i);
    }
  });

  // As editor-agrees.test.ts does for the other collections: the file must open in the editor
  // (Keystatic's reader validates it against the form's fields) and say the same there.
  it("open in the editor and say there what the page says", async () => {
    const reader = createReader(process.cwd(), config);
    const entry = await reader.singletons.trust.readOrThrow();
    expect(entry.subprocessors.map((item) => item.name)).toEqual(
      trustPage.subprocessors.list.map((item) => item.name),
    );
    expect(entry.certifications.map(({ name, status }) => ({ name, status }))).toEqual(
      trustPage.certifications.list.map(({ name, status }) => ({ name, status })),
    );
  });
});
