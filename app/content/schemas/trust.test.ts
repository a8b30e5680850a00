import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import config from "../../../keystatic.config.ts";
import { certificationStatusLabels, trust, trustPage } from "../trust.ts";
import { CERTIFICATION_STATUSES, trustProblems, trustSchema, type Trust } from "./trust.ts";

const valid = {
  subprocessors: [
    {
      name: "Example Cloud Ltd.",
      service: "Hosts the server",
      data: "Everything sent through the forms",
      location: "India",
      agreements: "DPA signed; BAA not needed",
    },
  ],
  certifications: [
    { name: "ISO/IEC 27001:2022", status: "in-progress", target: "2027-06-30" },
    {
      name: "SOC 2 Type II",
      status: "held",
      scope: "Managed AI services",
      auditor: "An audit firm",
      obtained: "2026-06-30",
      note: "Report period January to June 2026",
    },
  ],
  delivery: {
    sample: false,
    hosting: "Where the client chooses",
    residency: "In the region the client chooses",
    patientData: "Only what the task needs",
    modelGovernance: "Reviewed before release",
    dpa: "Available",
    baa: "Available to US clients",
    modelsRun: "In the client's cloud tenancy",
    trainingOnCustomerData: "Never",
    lastPenTest: "2026-09-15",
    penTestBy: "A testing firm",
  },
};

const problems = (input: object) => {
  const result = trustSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the trust page's lists", () => {
  it("accept a complete file, and empty lists", () => {
    expect(problems(valid)).toEqual([]);
    expect(problems({ ...valid, subprocessors: [], certifications: [] })).toEqual([]);
  });

  it("take a date as the editor writes it (a day, or empty for none) and as Astro reads it", () => {
    const read = trustSchema.parse({
      ...valid,
      certifications: [{ name: "ISO 9001", status: "planned", target: new Date("2027-03-31"), obtained: null }],
      delivery: { ...valid.delivery, lastPenTest: "", penTestBy: "" },
    });
    expect(read.certifications[0]).toEqual({ name: "ISO 9001", status: "planned", target: "2027-03-31" });
    expect(read.delivery.lastPenTest).toBeUndefined();
    expect(read.delivery.penTestBy).toBeUndefined();
  });

  it.each([
    ["subprocessors.0.location", { subprocessors: [{ ...valid.subprocessors[0], location: " " }] }],
    ["subprocessors.0.data", { subprocessors: [{ name: "X", service: "Y", location: "Z", agreements: "DPA" }] }],
    ["subprocessors.0.agreements", { subprocessors: [{ name: "X", service: "Y", data: "D", location: "Z" }] }],
    ["certifications.0.status", { certifications: [{ name: "ISO 9001", status: "certified" }] }],
    ["certifications.0.status", { certifications: [{ name: "ISO 9001" }] }],
    ["certifications.0", { certifications: [{ name: "ISO 9001", status: "held", since: 2024 }] }],
    ["certifications", { certifications: undefined }],
    ["certifications.0.target", { certifications: [{ name: "ISO 9001", status: "planned", target: "2027-02-30" }] }],
    ["certifications.0.obtained", { certifications: [{ name: "ISO 9001", status: "held", obtained: "June 2026" }] }],
    ["delivery", { delivery: undefined }],
    ["delivery.trainingOnCustomerData", { delivery: { ...valid.delivery, trainingOnCustomerData: "" } }],
    ["delivery.lastPenTest", { delivery: { ...valid.delivery, lastPenTest: "last year" } }],
  ])("name %s when it is wrong", (field, change) => {
    expect(problems({ ...valid, ...change })).toEqual([field]);
  });

  it("call only a held certification certified", () => {
    expect(Object.keys(certificationStatusLabels).sort()).toEqual([...CERTIFICATION_STATUSES].sort());
    for (const status of CERTIFICATION_STATUSES.filter((value) => value !== "held")) {
      expect(certificationStatusLabels[status]).not.toMatch(/certified|held/i);
    }
  });

  it("ship with honest dates: targets for what is worked towards, no penetration test invented", () => {
    expect(trust.file).toBe("content/trust/subprocessors-and-certifications.yaml");
    expect(trust.certifications.map(({ status, target }) => ({ status, target: Boolean(target) }))).toEqual([
      { status: "in-progress", target: true },
      { status: "planned", target: true },
    ]);
    expect(trust.delivery.lastPenTest).toBeUndefined();
    // the facts on client data ship as examples, labelled so: a release refuses them
    expect(trustProblems(trust.file, trust)).toEqual([
      "content/trust/subprocessors-and-certifications.yaml: delivery.sample: the facts on client data are samples: confirm each and untick “Sample”",
    ]);
  });

  // As editor-agrees.test.ts does for the other collections: the file must open in the editor
  // (Keystatic's reader validates it against the form's fields) and say the same there.
  it("open in the editor and say there what the page says", async () => {
    const reader = createReader(process.cwd(), config);
    // a declared singleton's form is typed loosely (editor/forms/forms.ts): its entry as the file has it
    const entry = (await reader.singletons.trust.readOrThrow()) as unknown as {
      subprocessors: { name: string }[];
      certifications: { name: string; status: string; target: string | null; obtained: string | null }[];
      delivery: { residency: string; lastPenTest: string | null };
    };
    expect(entry.subprocessors.map((item) => item.name)).toEqual(
      trustPage.subprocessors.list.map((item) => item.name),
    );
    expect(entry.certifications.map(({ name, status }) => ({ name, status }))).toEqual(
      trustPage.certifications.list.map(({ name, status }) => ({ name, status })),
    );
    expect(entry.certifications.map(({ target, obtained }) => ({ target, obtained }))).toEqual(
      trust.certifications.map(({ target, obtained }) => ({ target: target ?? null, obtained: obtained ?? null })),
    );
    expect(entry.delivery.residency).toBe(trust.delivery.residency);
    expect(entry.delivery.lastPenTest ?? undefined).toBe(trust.delivery.lastPenTest);
  });
});

describe("what a release refuses in the trust facts (trustProblems)", () => {
  const file = "content/trust/subprocessors-and-certifications.yaml";
  const facts = (change: Partial<Trust>): Trust => ({ ...trustSchema.parse(valid), ...change });
  const certification = (fields: Partial<Trust["certifications"][number]>) =>
    facts({ certifications: [{ name: "ISO 9001", status: "held", ...fields }] });

  it("passes complete facts", () => {
    expect(trustProblems(file, facts({}))).toEqual([]);
  });

  it.each([
    ["a held certification without the day obtained", { status: "held" as const }, "obtained"],
    ["a day obtained on one not held", { status: "in-progress" as const, obtained: "2026-01-10", target: "2027-01-10" }, "obtained"],
    ["one in progress without a target", { status: "in-progress" as const }, "target"],
    ["one planned without a target", { status: "planned" as const }, "target"],
  ])("names %s, with file and field", (_, fields, field) => {
    const problems = trustProblems(file, certification(fields));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/trust/subprocessors-and-certifications\\.yaml: certifications\\.0\\.${field}: ISO 9001 `));
  });

  it("names a tester without the test's day", () => {
    const delivery = { ...valid.delivery, lastPenTest: undefined };
    expect(trustProblems(file, facts({ delivery }))).toEqual([
      `${file}: delivery.lastPenTest: the tester is named: give the day the last test ended`,
    ]);
    // no test at all is honest: the page says it is not yet published
    expect(trustProblems(file, facts({ delivery: { ...delivery, penTestBy: undefined } }))).toEqual([]);
  });
});
