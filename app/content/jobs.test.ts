import { afterEach, describe, expect, it, vi } from "vitest";
import { isOpen, jobBySlug, jobs, openings } from "./jobs.ts";
import { paths } from "./paths.ts";
import { jobSlugs, pagePaths } from "./routes.ts";

describe("jobs", () => {
  it("lists only the Test Engineer as an opening, with the spec's wording", () => {
    expect(openings).toEqual([
      {
        slug: "testengineer",
        title: "Test Engineer",
        location: "Bangalore",
        jobType: "Full Time",
        experience: "2 - 4 Years of Experience",
      },
    ]);
  });

  it("has a detail for the Security SW Engineer with 6-8 years of experience", () => {
    const job = jobBySlug("securitysw");
    expect(job).toMatchObject({
      title: "Security SW Engineer",
      location: "Bangalore",
      jobType: "Full Time",
      experience: "6-8 Years of Experience",
    });
  });

  it("has exactly one job per slug, each with a page", () => {
    expect(jobs.map((job) => job.slug).sort()).toEqual([...jobSlugs].sort());
    for (const job of jobs) expect(pagePaths).toContain(paths.job(job.slug));
    for (const opening of openings) expect(pagePaths).toContain(paths.job(opening.slug));
  });

  it("finds jobs case-insensitively and nothing for unknown slugs", () => {
    expect(jobBySlug("testEngineer")?.title).toBe("Test Engineer");
    expect(jobBySlug("TESTENGINEER")?.title).toBe("Test Engineer");
    expect(jobBySlug("SecuritySW")?.title).toBe("Security SW Engineer");
    expect(jobBySlug("designer")).toBeUndefined();
    expect(jobBySlug("")).toBeUndefined();
  });

  it.each(jobs.map((job) => [job.title, job] as const))("%s has every list filled", (_, job) => {
    for (const list of [job.about, job.responsibilities, job.qualifications, job.niceToHave]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.trim()).not.toBe("");
    }
    expect(new Set(job.responsibilities).size).toBe(job.responsibilities.length);
  });

  it("dates each opening for job search: posted, then open until a later day", () => {
    for (const job of jobs) {
      expect(job.datePosted, job.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.validThrough, job.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(job.datePosted))).toBe(false);
      expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
    }
  });

  it("states the years of experience as the spec's ranges, as the page says them", () => {
    expect(jobBySlug("testengineer")?.experienceYears).toEqual({ min: 2, max: 4 });
    expect(jobBySlug("securitysw")?.experienceYears).toEqual({ min: 6, max: 8 });
    for (const job of jobs) {
      const { min, max } = job.experienceYears;
      expect(job.experience.replace(/\s/g, "")).toContain(`${min}-${max}`);
    }
  });

  it("counts a role open until the end of its last day, and never once closed", () => {
    const role = { closed: false, validThrough: "2027-02-28" };
    expect(isOpen(role, "2027-02-28")).toBe(true);
    expect(isOpen(role, "2027-03-01")).toBe(false);
    expect(isOpen({ ...role, closed: true }, "2026-01-01")).toBe(false);
  });

  describe("as of the day the build is made (SITE_TODAY)", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("reads a role's last day against SITE_TODAY", () => {
      const role = { closed: false, validThrough: "2027-02-28" };
      vi.stubEnv("SITE_TODAY", "2027-02-28");
      expect(isOpen(role)).toBe(true);
      vi.stubEnv("SITE_TODAY", "2027-03-01");
      expect(isOpen(role)).toBe(false);
      vi.stubEnv("SITE_TODAY", "2027-02-30");
      expect(() => isOpen(role)).toThrow(/^SITE_TODAY: /);
    });
  });
});
