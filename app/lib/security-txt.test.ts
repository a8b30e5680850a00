import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { SECURITY_TXT_LIFETIME_DAYS, securityTxt } from "./security-txt.ts";

const origin = "https://www.example.org";
const now = new Date("2026-11-25T10:30:45.678Z");
const text = securityTxt({ origin, email: site.email, now });

/** The file's fields as RFC 9116 section 4 reads them: `Name: value`, one per line. */
function fieldsOf(file: string): [string, string][] {
  return file
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([A-Za-z][A-Za-z-]*): (\S.*)$/.exec(line);
      if (!match) throw new Error(`not a field: ${JSON.stringify(line)}`);
      return [match[1]!, match[2]!];
    });
}
const values = (name: string) =>
  fieldsOf(text)
    .filter(([field]) => field === name)
    .map(([, value]) => value);

describe("security.txt (RFC 9116)", () => {
  it("is lines of fields, each ending in a line feed, nothing else", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect(text).not.toMatch(/\r|\n\n/);
    expect(() => fieldsOf(text)).not.toThrow();
    // every line the RFC names, each once, and only those
    expect(fieldsOf(text).map(([name]) => name)).toEqual([
      "Contact",
      "Expires",
      "Preferred-Languages",
      "Canonical",
      "Policy",
    ]);
  });

  it("names the company's e-mail from its settings as the contact", () => {
    expect(values("Contact")).toEqual([`mailto:${site.email}`]);
  });

  it("expires in the future and within a year, written as an RFC 3339 UTC time", () => {
    const [expires] = values("Expires");
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const at = Date.parse(expires!);
    expect(at).toBeGreaterThan(now.getTime());
    expect(at).toBeLessThan(now.getTime() + 365 * 24 * 60 * 60 * 1000);
    expect(expires).toBe("2027-05-24T10:30:45Z");
    expect(SECURITY_TXT_LIFETIME_DAYS).toBeLessThan(365);
  });

  it("moves Expires with the build's date", () => {
    const later = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
    const [first] = values("Expires");
    const [next] = fieldsOf(securityTxt({ origin, email: site.email, now: later }))
      .filter(([name]) => name === "Expires")
      .map(([, value]) => value);
    expect(Date.parse(next!) - Date.parse(first!)).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it("prefers English, and points at itself and at the trust page on the site's origin", () => {
    expect(values("Preferred-Languages")).toEqual(["en"]);
    expect(values("Canonical")).toEqual([`${origin}/.well-known/security.txt`]);
    expect(values("Policy")).toEqual([`${origin}/trust`]);
  });
});
