import { describe, expect, it } from "vitest";
import { jobSchema } from "./job.ts";

const valid = {
  title: "Data Engineer",
  location: "Bangalore",
  jobType: "Full Time",
  experience: "3 - 5 Years of Experience",
  experienceYears: { min: 3, max: 5 },
  datePosted: "2026-12-01",
  validThrough: "2027-03-31",
  about: ["About."],
  responsibilities: ["Do."],
  qualifications: ["Know."],
  niceToHave: ["Like."],
};

const problems = (input: object) => {
  const result = jobSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("a job opening's file", () => {
  it("is valid with every field, listed and open unless it says otherwise", () => {
    expect(jobSchema.parse(valid)).toMatchObject({ listed: true, closed: false });
  });

  it("keeps a day read as a date by a YAML reader as YYYY-MM-DD", () => {
    const parsed = jobSchema.parse({ ...valid, datePosted: new Date("2026-12-01T00:00:00Z") });
    expect(parsed.datePosted).toBe("2026-12-01");
  });

  it.each([
    ["title", { title: " " }],
    ["jobType", { jobType: "Full-time" }],
    ["experienceYears", { experienceYears: { min: 5, max: 3 } }],
    ["datePosted", { datePosted: "1 December 2026" }],
    ["datePosted", { datePosted: "2026-02-30" }],
    ["validThrough", { validThrough: "2026-11-30" }],
    ["responsibilities", { responsibilities: [] }],
    ["about.0", { about: [""] }],
  ])("names %s when it is wrong", (field, change) => {
    expect(problems({ ...valid, ...change })).toEqual([field]);
  });

  it("names a missing field, and a field it does not know (a typo)", () => {
    expect(problems({ ...valid, title: undefined })).toEqual(["title"]);
    expect(problems({ ...valid, titel: "x" })).toEqual([""]);
  });
});
