import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { currentLaunchConfig, findPlaceholders, type LaunchConfig } from "./check-launch.ts";

const realLooking: LaunchConfig = {
  site: {
    name: "Meridian Health Software",
    legalName: "Meridian Health Software Private Limited",
    email: "hello@meridianhealth.in",
    phones: [
      { label: "Sales", display: "+91 80 4718 2200", href: "tel:+918047182200" },
      { label: "Careers", display: "+91 80 4718 2210", href: "tel:+918047182210" },
    ],
    address: { lines: ["12 Residency Road", "Bengaluru 560025"] },
    social: [
      { name: "LinkedIn", href: "https://www.linkedin.com/company/meridian-health-software" },
      { name: "Instagram", href: "https://www.instagram.com/meridianhealth" },
    ],
  },
  clientNames: ["St. Anne's Hospital", "Kaveri Diagnostics"],
  testimonialNames: ["Dr. R. Iyer"],
  trustNames: ["Amazon Web Services", "Zoho Mail", "ISO 9001:2015"],
  authorNames: ["Dr. R. Iyer"],
  postTexts: [{ slug: "fhir-lessons", text: "HL7 v2 feeds carry the result as ORU^R01." }],
  env: {
    SITE_URL: "https://www.meridianhealth.in",
    SCHEDULER_URL: "https://calendly.com/meridian-health/30min",
    MAIL_TO: "enquiries@meridianhealth.in",
  },
};

describe("check:launch", () => {
  it("lists today's placeholders, each with where to change it", () => {
    const found = findPlaceholders(currentLaunchConfig({}));
    const what = found.map((p) => p.what);
    expect(what).toEqual(
      expect.arrayContaining([
        "Company e-mail",
        "Inbox the forms deliver to",
        "Phone number (Sales)",
        "Phone number (Careers)",
        "Office address",
        "Legal entity",
        "Client names on the About page (fictional)",
        "Sample subprocessors and certifications on the trust page",
        "Sample authors of the insights",
        "Scheduling link (Request a Demo)",
        "Public origin",
      ]),
    );
    for (const p of found) {
      expect(p.where).toMatch(/app\/content\/\w+\.ts|content\/[\w/.-]+|[A-Z_]+ \(/);
    }
  });

  it("finds nothing in a configuration with real-looking values", () => {
    expect(findPlaceholders(realLooking)).toEqual([]);
  });

  it("lists a post that carries a placeholder mark, naming its file", () => {
    const found = findPlaceholders({
      ...realLooking,
      postTexts: [
        ...realLooking.postTexts!,
        { slug: "coding-pilot", text: "Denials fell by PLACEHOLDER per cent." },
      ],
    });
    expect(found).toEqual([
      {
        what: "A post marked PLACEHOLDER",
        value: "coding-pilot",
        where: "content/posts/coding-pilot.md (confirm or remove)",
      },
    ]);
  });

  it("flags a localhost or example origin, a 555 number and an example inbox", () => {
    const found = findPlaceholders({
      ...realLooking,
      site: {
        ...realLooking.site,
        email: "info@example.org",
        phones: [{ label: "Sales", display: "+1 212 555 0142", href: "tel:+12125550142" }],
      },
      env: { ...realLooking.env, SITE_URL: "http://localhost:3000", MAIL_TO: undefined },
    });
    expect(found.map((p) => p.what)).toEqual([
      "Company e-mail",
      "Inbox the forms deliver to",
      "Phone number (Sales)",
      "Public origin",
    ]);
  });

  it("the command exits non-zero on today's placeholders and names the files", async () => {
    const run = promisify(execFile);
    const script = new URL("./check-launch.ts", import.meta.url).pathname;
    const failed = await run(process.execPath, [script], { env: { PATH: process.env.PATH } }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("content/settings/company.yaml");
  });
});
