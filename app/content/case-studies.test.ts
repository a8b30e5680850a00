import { afterEach, describe, expect, it, vi } from "vitest";
import {
  caseStudies,
  caseStudyCard,
  caseStudyPage,
  clientOf,
  findCaseStudy,
  leadResult,
  moreFor,
  resultsHeading,
} from "./case-studies.ts";
import { clientLabel } from "./clients.ts";
import { paths } from "./paths.ts";
import { figureListProblems } from "./schemas/figure.ts";
import { caseStudySlugs, pagePaths } from "./routes.ts";
import type { CaseStudy } from "./types.ts";

function study(slug: string): CaseStudy {
  const found = findCaseStudy(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

const titles = (items: readonly { title: string }[] | undefined) =>
  (items ?? []).map((item) => item.title);

describe("case studies content", () => {
  it("lists the spec's five studies first, in its order, one page per file", () => {
    expect(caseStudySlugs.slice(0, 5)).toEqual(["ubiqvue", "mithra", "queue", "mobile", "onlinetest"]);
    expect(caseStudies.map((s) => s.slug)).toEqual(caseStudySlugs);
  });

  it("links every study to an existing page", () => {
    for (const s of caseStudies) expect(pagePaths).toContain(paths.caseStudy(s.slug));
  });

  it("finds studies case-insensitively and rejects unknown slugs", () => {
    expect(findCaseStudy("OnlineTest")?.slug).toBe("onlinetest");
    expect(findCaseStudy("nope")).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
  });

  it("uses the spec's industries", () => {
    expect(study("onlinetest").industry).toBe("Education");
    expect(study("queue").industry).toBe("Hospitality");
    expect(study("mithra").industry).toBe("Healthcare");
    expect(study("ubiqvue").industry).toBe("Healthcare");
    expect(study("mobile").industry).toBe("Cyber Security");
    for (const s of caseStudies) expect(s.category).toBe(s.industry);
  });

  it("gives the mobile device management study the spec's stack, features and benefits", () => {
    const mdm = study("mobile");
    expect(titles(mdm.technologies)).toEqual(["Python", "React", "MySQL", "Flask"]);
    expect(titles(mdm.features)).toEqual([
      "Real-Time Monitoring",
      "Policy Implementation",
      "Device Lockdown",
      "App Management",
      "Location Tracking",
      "Network Strength Monitoring",
      "Facility Enrollment",
    ]);
    expect(titles(mdm.benefits)).toEqual([
      "Network Strength Monitoring",
      "High End Security",
      "App Management",
      "Compliance & Accountability",
    ]);
    expect(mdm.benefits?.[0]?.paragraphs.join(" ")).toMatch(/productiv/i);
    expect(mdm.more).toEqual(["queue", "onlinetest", "ubiqvue"]);
    expect(
      mdm.more.map((slug) => [caseStudyCard(slug).title, caseStudyCard(slug).category]),
    ).toEqual([
      ["Queue Management System", "Hospitality"],
      ["Online Test Platform", "Education"],
      ["Cloud-Based ECG Holter Monitoring System", "Healthcare"],
    ]);
  });

  it("gives the ECG Holter study its stack, six features, four benefits and admin roles", () => {
    const holter = study("ubiqvue");
    expect(titles(holter.technologies)).toEqual(["Angular", "MongoDB", "Python"]);
    expect(holter.features).toHaveLength(6);
    expect(holter.benefits).toHaveLength(4);
    expect(holter.more).toEqual(["mobile", "queue", "onlinetest"]);
    const text = [...holter.solution, ...holter.features.flatMap((f) => f.paragraphs)].join(" ");
    for (const role of ["super admin", "channel partner admin", "clinical facility admin"]) {
      expect(text.toLowerCase()).toContain(role);
    }
  });

  it("has Benefits & Outcomes only on queue, mobile and ubiqvue", () => {
    const withBenefits = caseStudies
      .filter((s) => (s.benefits?.length ?? 0) > 0)
      .map((s) => s.slug);
    expect(withBenefits.sort()).toEqual(["mobile", "queue", "ubiqvue"]);
  });

  it.each(caseStudies.map((s) => [s.slug, s] as const))(
    "%s shows two to four illustrative results, each with its period",
    (slug, s) => {
      expect(s.results.length).toBeGreaterThanOrEqual(2);
      expect(s.results.length).toBeLessThanOrEqual(4);
      for (const result of s.results) {
        // not measured at the client: shipped as illustrations until the owner sources them
        expect(result.kind, `${slug}: ${result.title}`).toBe("illustrative");
        expect(result.period?.trim(), `${slug}: ${result.title}`).toBeTruthy();
        expect(result.result.trim()).not.toBe("");
      }
      expect(new Set(titles(s.results)).size).toBe(s.results.length);
      expect(s.file).toBe(`content/case-studies/${slug}.yaml`);
    },
  );

  it("passes the release check's figure rule with the shipped results", () => {
    expect(figureListProblems(caseStudies, "results")).toEqual([]);
  });

  it.each(caseStudies.map((s) => [s.slug, s] as const))(
    "%s links to three other existing studies, never to itself",
    (slug, s) => {
      expect(s.more).toHaveLength(3);
      expect(new Set(s.more).size).toBe(3);
      expect(s.more).not.toContain(slug);
      for (const other of s.more) {
        expect(findCaseStudy(other)).toBeDefined();
        expect(pagePaths).toContain(paths.caseStudy(other));
      }
    },
  );

  it.each(caseStudies.map((s) => [s.slug, s] as const))("%s has complete copy", (_slug, s) => {
    for (const text of [s.title, s.category, s.description, s.summary, s.industry]) {
      expect(text.trim()).not.toBe("");
    }
    // the client is picked from the clients, its description written there once
    expect(clientOf(s).slug).toBe(s.client);
    expect(["Business Requirement", "Client Requirement"]).toContain(s.requirementHeading);
    for (const list of [s.requirement, s.solution, s.conclusion]) {
      expect(list.length).toBeGreaterThan(0);
      for (const paragraph of list) expect(paragraph.trim()).not.toBe("");
    }
    expect(s.technologies.length).toBeGreaterThan(0);
    for (const chip of s.technologies) {
      expect(chip.title).toBe(chip.icon.title);
      expect(chip.icon.path.length).toBeGreaterThan(0);
    }
    expect(s.features.length).toBeGreaterThanOrEqual(3);
    for (const item of [...s.features, ...(s.benefits ?? [])]) {
      expect(item.title.trim()).not.toBe("");
      expect(item.summary.trim()).not.toBe("");
      expect(item.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of item.paragraphs) expect(paragraph.trim()).not.toBe("");
    }
    expect(new Set(titles(s.features)).size).toBe(s.features.length);
  });
});

describe("accelerators used", () => {
  // a copy of the content in which one study names accelerators (the shipped studies name none)
  async function withAccelerators(names: string[]) {
    const { cpSync, mkdtempSync, readFileSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "accelerators-"));
    cpSync("content", dir, { recursive: true });
    const file = join(dir, "case-studies/ubiqvue.yaml");
    const list = `accelerators:\n${names.map((n) => `  - ${n}\n`).join("")}`;
    // the editor writes an empty list as `accelerators: []`; a study without the key gets it
    const text = readFileSync(file, "utf8");
    writeFileSync(
      file,
      /^accelerators: \[\]\n/m.test(text)
        ? text.replace(/^accelerators: \[\]\n/m, list)
        : `${text}${list}`,
    );
    vi.stubEnv("CONTENT_DIR", dir);
    vi.resetModules();
    return import("./case-studies.ts");
  }
  afterEach(() => vi.unstubAllEnvs());

  it("lists a study on the page of each accelerator it names, and no other", async () => {
    const { caseStudiesUsing } = await withAccelerators(["acumed-ai", "precision-pa"]);
    expect(caseStudiesUsing("acumed-ai").map((card) => card.slug)).toEqual(["ubiqvue"]);
    expect(caseStudiesUsing("precision-pa").map((card) => card.slug)).toEqual(["ubiqvue"]);
    expect(caseStudiesUsing("reg-doc-gen")).toEqual([]);
  });

  it("refuses a client that is not one of the clients, naming the file and field", async () => {
    const { cpSync, mkdtempSync, readFileSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "client-"));
    cpSync("content", dir, { recursive: true });
    const file = join(dir, "case-studies/ubiqvue.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^client: .*$/m, "client: acme-heart"));
    vi.stubEnv("CONTENT_DIR", dir);
    vi.resetModules();
    await expect(import("./case-studies.ts")).rejects.toThrow(
      /case-studies\/ubiqvue\.yaml: client\.0: "acme-heart" is not one of/,
    );
  });

  it("refuses an accelerator that does not exist, naming the file and field", async () => {
    await expect(withAccelerators(["acumed"])).rejects.toThrow(
      /case-studies\/ubiqvue\.yaml: accelerators\.0: "acumed" is not one of/,
    );
  });
});

describe("more case studies", () => {
  it("shows the other studies of the same sector first, then the owner's picks", () => {
    const cardiac = study("ubiqvue");
    const more = moreFor(cardiac);
    expect(more).toHaveLength(3);
    expect(more[0]).toBe("mithra");
    expect(more).not.toContain("ubiqvue");
    expect(more.slice(1)).toEqual(cardiac.more.filter((slug) => slug !== "mithra").slice(0, 2));
    // a study alone in its sector keeps the owner's three
    expect(moreFor(study("queue"))).toEqual(study("queue").more);
  });
});

describe("a study's lead result and the heading over its results (issue 43)", () => {
  const result = (title: string, kind: "measured" | "target" | "illustrative") => ({
    title,
    kind,
    result: "1",
  });

  it("leads with the first measured result, else the first target, else the first", () => {
    const results = [
      result("a", "illustrative"),
      result("b", "target"),
      result("c", "measured"),
      result("d", "measured"),
    ];
    expect(leadResult({ results } as never)).toMatchObject({ result: { title: "c" }, note: 3 });
    expect(leadResult({ results: results.slice(0, 2) } as never)).toMatchObject({
      result: { title: "b" },
      note: 2,
    });
    expect(leadResult({ results: results.slice(0, 1) } as never)).toMatchObject({
      result: { title: "a" },
      note: 1,
    });
  });

  it("gives every list card its lead result and its client as the site may name it", () => {
    for (const s of caseStudies) {
      const { result } = leadResult(s);
      expect(s.lead, s.slug).toEqual({ ...result, value: result.result });
      expect(s.clientLabel, s.slug).toBe(clientLabel(clientOf(s)));
    }
    // "More Case Studies" gives the card alone: no figure there
    expect(caseStudyCard("ubiqvue")).not.toHaveProperty("lead");
  });

  it("heads results 'Results at a Glance' only over a measured one", () => {
    const words = caseStudyPage.results;
    expect(resultsHeading([{ kind: "illustrative" }, { kind: "target" }])).toEqual({
      eyebrow: words.pilotEyebrow,
      title: words.pilotTitle,
      pilot: true,
    });
    expect(resultsHeading([{ kind: "illustrative" }, { kind: "measured" }]).title).toBe(
      words.title,
    );
    expect(words.pilotTitle).not.toBe(words.title);
  });
});
