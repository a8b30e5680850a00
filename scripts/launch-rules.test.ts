import { describe, expect, it } from "vitest";
import {
  gstinCheckCharacter,
  isReleaseBuild,
  launchProblems,
  type LaunchContent,
} from "./launch-rules.ts";
import { serverProblems } from "./server-launch-rules.ts";

// Each refusal of a release (docs/launch.md) on a small fixture: a content that passes, and
// one change at a time that a release must refuse, naming the file and the field.

const COMPANY = "content/settings/company.yaml";
const TRUST = "content/trust/subprocessors-and-certifications.yaml";
const PUBLIC = { SITE_URL: "https://www.meridianhealth.in" };

const ready: LaunchContent = {
  company: {
    file: COMPANY,
    legalName: "Meridian Health Software Private Limited",
    email: "hello@meridianhealth.in",
    phones: [
      { label: "Sales", number: "+91 80 4718 2200" },
      { label: "Careers", number: "+91 80 4718 2210" },
    ],
    address: {
      lines: ["12 Residency Road", "Bengaluru 560025"],
      streetAddress: "12 Residency Road",
    },
    registration: {
      cin: "U72900KA2015PTC082988",
      gstin: "27AAPFU0939F1ZV",
      registeredOffice: "12 Residency Road, Bengaluru 560025",
    },
    social: [
      { network: "LinkedIn", href: "https://www.linkedin.com/company/meridian-health-software" },
    ],
  },
  figures: [
    {
      file: "content/products/medi-code-gen.yaml",
      field: "metrics.0",
      figure: { kind: "measured", source: { citation: "Pilot report, St. Anne's Hospital, 2026" } },
    },
    { file: "content/products/medi-code-gen.yaml", field: "metrics.1", figure: { kind: "target" } },
    {
      file: "content/case-studies/queue.yaml",
      field: "results.0",
      figure: { kind: "illustrative" },
    },
  ],
  people: [
    { file: "content/team/r-iyer.yaml", name: "Dr. R. Iyer", consent: "2026-10-01", sample: false },
  ],
  clients: [
    {
      file: "content/clients/st-annes.yaml",
      name: "St. Anne's Hospital",
      descriptor: "300-bed hospital",
      permission: "2026-09-12",
    },
    { file: "content/clients/cardiac.yaml", descriptor: "400-bed cardiac network, Karnataka" },
  ],
  testimonials: [
    {
      file: "content/testimonials/r-iyer.yaml",
      name: "Dr. R. Iyer",
      consent: "2026-10-01",
      sample: false,
    },
  ],
  products: [
    {
      file: "content/products/precision-pa.yaml",
      title: "PrecisionPA",
      validation: { sample: false, integrations: { hl7v2: [], fhirR4: ["Coverage"], ehrs: [] } },
    },
  ],
  trust: {
    file: TRUST,
    subprocessors: [{ name: "Amazon Web Services" }],
    certifications: [{ name: "ISO 9001:2015", status: "held", obtained: "2025-03-01" }],
    delivery: { lastPenTest: "2026-08-30", penTestBy: "Kavach Security" },
  },
  texts: [
    {
      file: "content/pages/contact.yaml",
      field: "head.share.subtitle",
      value: "hello@meridianhealth.in · +91 80 4718 2200",
    },
    {
      file: "content/posts/fhir.md",
      field: "body",
      value: "HL7 v2 feeds carry the result as ORU^R01.",
    },
  ],
};

/** The problems of `ready` with one part changed. */
const problemsWith = (
  change: Partial<LaunchContent>,
  env: Record<string, string | undefined> = PUBLIC,
) => launchProblems({ ...ready, ...change }, env);

describe("launchProblems: what a release refuses", () => {
  it("finds nothing in content with real-looking values and a public origin", () => {
    expect(launchProblems(ready, PUBLIC)).toEqual([]);
  });

  it("a measured figure without a source", () => {
    const figures: LaunchContent["figures"] = [
      ...ready.figures,
      {
        file: "content/products/precision-pa.yaml",
        field: "metrics.2",
        figure: { kind: "measured" },
      },
    ];
    expect(problemsWith({ figures })).toEqual([
      "content/products/precision-pa.yaml: metrics.2.source: a measured figure needs its source",
    ]);
  });

  it("an accelerator without its validation and safety facts, or with sample ones", () => {
    const products = [
      { file: "content/products/acumed-ai.yaml", title: "AcuMed AI" },
      ...ready.products.map((product) => ({
        ...product,
        validation: { ...product.validation!, sample: true },
      })),
    ];
    expect(problemsWith({ products })).toEqual([
      "content/products/acumed-ai.yaml: validation: AcuMed AI has no validation and safety facts: fill them in",
      "content/products/precision-pa.yaml: validation.sample: PrecisionPA's validation and safety facts are samples: replace them with the product's own and untick “Sample”",
    ]);
  });

  it("a client named without a permission date; a fictional company however it is given", () => {
    const clients = [
      {
        file: "content/clients/kaveri.yaml",
        name: "Kaveri Diagnostics",
        descriptor: "Diagnostics chain",
      },
      {
        file: "content/clients/northwind.yaml",
        name: "Northwind Clinics",
        descriptor: "Clinic group",
        permission: "2026-01-01",
      },
      { file: "content/clients/contoso.yaml", descriptor: "Contoso Health's cardiac network" },
    ];
    expect(problemsWith({ clients })).toEqual([
      'content/clients/kaveri.yaml: permission: "Kaveri Diagnostics" is named without a date of written permission: add it (YYYY-MM-DD) or remove the name',
      'content/clients/northwind.yaml: name: "Northwind Clinics" is a fictional sample company',
      'content/clients/contoso.yaml: descriptor: "Contoso Health\'s cardiac network" is a fictional sample company',
    ]);
  });

  it("a person shown without consent, marked sample, or named as a shipped sample", () => {
    const people = [
      { file: "content/team/a.yaml", name: "Asha Menon", sample: false },
      { file: "content/team/b.yaml", name: "Arjun Rao", consent: "2026-10-01", sample: true },
      { file: "content/team/c.yaml", name: "Rohan Kulkarni", consent: "2026-10-01", sample: false },
    ];
    expect(problemsWith({ people })).toEqual([
      "content/team/a.yaml: consent: no date: the day the person agreed in writing to be shown (YYYY-MM-DD)",
      "content/team/b.yaml: sample: a sample person: replace them with a real one, or delete the file",
      'content/team/c.yaml: name: "Rohan Kulkarni" is a shipped sample person',
    ]);
  });

  it("a testimonial without consent, marked sample, or by a shipped sample name", () => {
    const testimonials = [
      { file: "content/testimonials/a.yaml", name: "Asha Menon", sample: false },
      {
        file: "content/testimonials/b.yaml",
        name: "Arjun Rao",
        consent: "2026-10-01",
        sample: true,
      },
      {
        file: "content/testimonials/c.yaml",
        name: "Michael Turner",
        consent: "2026-10-01",
        sample: false,
      },
    ];
    expect(problemsWith({ testimonials })).toEqual([
      "content/testimonials/a.yaml: consent: no date: the day the person agreed in writing to be quoted (YYYY-MM-DD)",
      "content/testimonials/b.yaml: sample: a sample quote: replace it with an approved one, or delete the file",
      'content/testimonials/c.yaml: name: "Michael Turner" is a shipped sample testimonial',
    ]);
  });

  it("the trust page's sample providers and certifications, and certifications without their dates", () => {
    const trust = {
      ...ready.trust,
      subprocessors: [{ name: "Hosting provider (to be named before launch)" }],
      certifications: [
        { name: "SOC 2 Type II", status: "planned", target: "2027-12-31" },
        { name: "ISO 9001:2015", status: "held" },
        {
          name: "ISO/IEC 27001:2022",
          status: "in-progress",
          target: "2027-06-30",
          note: "Sample target date",
        },
        // shipped, and confirmed: the note says where it stands
        {
          name: "ISO/IEC 27001:2022",
          status: "in-progress",
          target: "2027-06-30",
          note: "Stage 1 audit booked",
        },
        { name: "ISO 13485:2016", status: "planned", note: "Scoping with our QA lead" },
      ],
    };
    expect(problemsWith({ trust })).toEqual([
      `${TRUST}: subprocessors.0.name: "Hosting provider (to be named before launch)" is a sample: name the real provider`,
      `${TRUST}: certifications.0.name: "SOC 2 Type II" is a sample: list only certifications the company holds or pursues, with a note saying where each stands`,
      `${TRUST}: certifications.2.note: "Sample target date": confirm ISO/IEC 27001:2022 and its dates, and say where it stands`,
      // the trust schema's own rules (schemas/trust.ts)
      `${TRUST}: certifications.1.obtained: ISO 9001:2015 is marked held: give the day the certificate was issued`,
      `${TRUST}: certifications.4.target: ISO 13485:2016 is planned: give the day it is expected`,
    ]);
  });

  it("example.com addresses, placeholder phones and links, and the template's company", () => {
    const company = {
      ...ready.company,
      legalName: "Nuvora Technologies Pvt. Ltd.",
      email: "info@example.com",
      phones: [{ label: "Sales", number: "+91 80 5550 0101" }],
      social: [{ network: "Instagram", href: "https://www.instagram.com/example" }],
    };
    expect(problemsWith({ company })).toEqual([
      `${COMPANY}: legalName: "Nuvora Technologies Pvt. Ltd." is the template's sample company`,
      `${COMPANY}: email: info@example.com is an example address`,
      `${COMPANY}: phones.0.number: +91 80 5550 0101 (Sales) is a placeholder number`,
      `${COMPANY}: social.0.href: https://www.instagram.com/example is a placeholder Instagram page`,
    ]);
  });

  it("the template's address wherever the company details repeat it", () => {
    const sample = "4th Floor, Prestige Tech Park";
    const company = {
      ...ready.company,
      address: { lines: [sample, "Bengaluru 560103"], streetAddress: sample },
      registration: {
        ...ready.company.registration,
        registeredOffice: `${sample}, Bengaluru 560103`,
      },
    };
    expect(problemsWith({ company })).toEqual([
      `${COMPANY}: address.lines.0: "${sample}" is the template's sample address`,
      `${COMPANY}: address.streetAddress: the template's sample address`,
      `${COMPANY}: registration.registeredOffice: the template's sample address`,
    ]);
  });

  it.each([
    ["U00000KA0000PTC000000", /is a placeholder/],
    ["U72900KA2015PTC08298", /is not a Corporate Identity Number/],
  ])("a CIN %s", (cin, message) => {
    const company = { ...ready.company, registration: { ...ready.company.registration, cin } };
    const found = problemsWith({ company });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${COMPANY}: registration\\.cin: "${cin}" `));
    expect(found[0]).toMatch(message);
  });

  it.each([
    ["29AAAAA0000A1Z5", /is a placeholder/],
    ["27AAPFU0939F1ZW", /is not a valid GSTIN: its last character/],
    ["27AAPFU0939F1Z", /is not a GSTIN/],
  ])("a GSTIN %s", (gstin, message) => {
    const company = { ...ready.company, registration: { ...ready.company.registration, gstin } };
    const found = problemsWith({ company });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${COMPANY}: registration\\.gstin: "${gstin}" `));
    expect(found[0]).toMatch(message);
  });

  it("works out a GSTIN's check character as the GST network does", () => {
    // the GST portal's own example
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("an example address, number or link, or a mark left to confirm, in any text of any file", () => {
    const texts = [
      {
        file: "content/pages/contact.yaml",
        field: "head.share.subtitle",
        value: "info@example.com  ·  +91\u00a080\u00a05550\u00a00101",
      },
      {
        file: "content/pages/trust.yaml",
        field: "requests.intro",
        value: "Write to https://security.example.org/pack",
      },
      {
        file: "content/posts/pilot.md",
        field: "body",
        value: "Denials fell by PLACEHOLDER per cent.",
      },
    ];
    expect(problemsWith({ texts })).toEqual([
      "content/pages/contact.yaml: head.share.subtitle: info@example.com is an example address",
      "content/pages/contact.yaml: head.share.subtitle: +91 80 5550 0101 is a placeholder number",
      "content/pages/trust.yaml: requests.intro: https://security.example.org/pack is an example link",
      "content/posts/pilot.md: body: marked PLACEHOLDER: confirm it or remove it",
    ]);
  });

  it("names a field once: the company's e-mail is not named again by the scan of texts", () => {
    const company = { ...ready.company, email: "info@example.com" };
    const texts = [{ file: COMPANY, field: "email", value: "info@example.com" }];
    expect(problemsWith({ company, texts })).toEqual([
      `${COMPANY}: email: info@example.com is an example address`,
    ]);
  });

  it.each([
    [
      undefined,
      "unset: canonical links and og:url would point to http://localhost:3000; set the public origin",
    ],
    [
      "http://localhost:3000",
      "http://localhost:3000 is not a public origin: canonical links and og:url would point to it",
    ],
    [
      "http://127.0.0.1:8080",
      "http://127.0.0.1:8080 is not a public origin: canonical links and og:url would point to it",
    ],
    [
      "https://www.example.com",
      "https://www.example.com is not a public origin: canonical links and og:url would point to it",
    ],
  ])("canonical and og:url on SITE_URL %s", (SITE_URL, message) => {
    expect(launchProblems(ready, { SITE_URL, RELEASE: "1" })).toEqual([
      `build environment: SITE_URL: ${message}`,
    ]);
  });
});

describe("isReleaseBuild", () => {
  it("is a release with RELEASE=1, or with a public SITE_URL unless RELEASE=0", () => {
    expect(isReleaseBuild({ RELEASE: "1" })).toBe(true);
    expect(isReleaseBuild({ RELEASE: "1", SITE_URL: "http://localhost:3000" })).toBe(true);
    expect(isReleaseBuild({ SITE_URL: "https://www.meridianhealth.in" })).toBe(true);
    expect(isReleaseBuild({ SITE_URL: "https://www.meridianhealth.in", RELEASE: "0" })).toBe(false);
    expect(isReleaseBuild({ RELEASE: " " })).toBe(false);
    for (const SITE_URL of [
      undefined,
      "",
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "https://www.example.com",
      "https://nuvora.test",
    ]) {
      expect(isReleaseBuild({ SITE_URL }), SITE_URL).toBe(false);
    }
  });

  it.each(["yes", "true", "2"])("stops on RELEASE=%s, naming the variable", (RELEASE) => {
    expect(() => isReleaseBuild({ RELEASE })).toThrow(
      new RegExp(`^RELEASE: expected 1 .* or 0 .*; got "${RELEASE}"$`),
    );
  });
});

describe("serverProblems: the server's settings, which check:launch alone sees", () => {
  it("the shipped inbox and booking page, unset or set to example ones", () => {
    expect(serverProblems({})).toEqual([
      "server environment: MAIL_TO: info@example.com is an example inbox: the forms would deliver there",
      "server environment: SCHEDULER_URL: https://calendly.com/example/30min is a placeholder booking page (Request a Demo)",
    ]);
    expect(
      serverProblems({
        MAIL_TO: "enquiries@meridianhealth.in",
        SCHEDULER_URL: "https://calendly.com/meridian-health/30min",
      }),
    ).toEqual([]);
  });

  it("the privacy heading that promises no tracking while the owner's analytics counts", () => {
    const settled = { MAIL_TO: "enquiries@meridianhealth.in", SCHEDULER_URL: "https://cal.com/m" };
    const heading = {
      file: "content/pages/privacy.yaml",
      field: "tracking.title",
      value: "No Tracking, No Third Parties Until You Ask",
    };
    expect(serverProblems(settled, [heading])).toEqual([]);
    expect(serverProblems({ ...settled, ANALYTICS_PROVIDER: "plausible" }, [heading])).toEqual([
      `content/pages/privacy.yaml: tracking.title: "No Tracking, No Third Parties Until You Ask" while ANALYTICS_PROVIDER=plausible counts visits: retitle it (the sentence under it already names the provider)`,
    ]);
    const retitled = { ...heading, value: "Counted Without Cookies, Nothing Else Until You Ask" };
    expect(serverProblems({ ...settled, ANALYTICS_PROVIDER: "plausible" }, [retitled])).toEqual([]);
  });
});
