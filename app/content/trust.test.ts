import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { destinations, requestLinks } from "./trust.ts";

describe("the trust page's destinations follow the server's settings", () => {
  it("says e-mail only without a webhook", () => {
    expect(destinations({}).join(" ")).toMatch(/E-mail to our inbox is the only way/);
  });

  it("names the webhook's host, and whether the résumé itself goes there", () => {
    const env = { WEBHOOK_URL: "https://hooks.crm.example.net/inbound/abc" };
    const text = destinations(env).join(" ");
    expect(text).toContain("hooks.crm.example.net");
    expect(text).not.toContain("/inbound/abc"); // the path may carry a token
    expect(text).toMatch(/not the file/);
    expect(destinations({ ...env, WEBHOOK_INCLUDE_FILES: "1" }).join(" ")).toMatch(
      /the résumé itself/,
    );
  });
});

describe("the trust page's requests", () => {
  it("open General Enquiry with a subject the form accepts, or stop the build", () => {
    expect(requestLinks([{ label: "Request a DPA", subject: "DPA request" }])).toEqual([
      { label: "Request a DPA", subject: "DPA request", href: paths.enquiryAbout("DPA request") },
    ]);
    expect(() => requestLinks([{ label: "Too long", subject: "x".repeat(500) }])).toThrow(
      /content\/pages\/trust\.yaml: the subject "x+" is not one the contact form accepts/,
    );
  });
});
