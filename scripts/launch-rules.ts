// What a launch refuses (issue 31, docs/launch.md): one list of problems, each a line
// `<file>: <field>: <what is wrong>`, found by pure functions over the content and the build's
// environment. `npm run check:launch` prints the list (scripts/check-launch.ts, which gathers
// the content); a release build stops on it before rendering a page and a development build
// prints it as a warning (integrations/astro-site-build.ts). Nothing here reads a file. The
// proof model's own rules (a function beside each schema) are called from here.
import { clientProblems as clientPermissionProblems } from "#app/content/schemas/client.ts";
import { figureProblems, type FigureProof } from "#app/content/schemas/figure.ts";
import {
  productFactProblems,
  type ProductFactsLike,
} from "#app/content/schemas/product-validation.ts";
import { personProblems as personConsentProblems } from "#app/content/schemas/team.ts";
import { testimonialProblems as testimonialConsentProblems } from "#app/content/schemas/testimonial.ts";
import { trustProblems as trustFactProblems } from "#app/content/schemas/trust.ts";
import { securityDocumentProblems } from "#app/content/schemas/security-document.ts";
import { nonDisclosureProblems } from "#app/content/schemas/non-disclosure.ts";
import { cinProblem, gstinProblem } from "./registration-numbers.ts";

export { cinProblem, gstinCheckCharacter, gstinProblem } from "./registration-numbers.ts";

/** A figure the site claims, with the proof fields a release looks at (schemas/figure.ts). */
export type FigureLike = Pick<FigureProof, "kind" | "source">;

/** Everything the release check looks at, each entry with its file as errors name it. */
export interface LaunchContent {
  /** content/settings/company.yaml */
  company: {
    file: string;
    legalName: string;
    email: string;
    phones: readonly { label: string; number: string }[];
    address: { lines: readonly string[]; streetAddress: string };
    registration: { cin: string; gstin: string; registeredOffice: string };
    social: readonly { network: string; href: string }[];
  };
  /** every figure, with its path in its file: products' `metrics.2`, case studies' `results.0` */
  figures: readonly { file: string; field: string; figure: FigureLike }[];
  /** the accelerators, each with its validation and safety facts (schemas/product-validation.ts) */
  products: readonly ProductFactsLike[];
  /** the people shown: the team (leadership, advisers, authors) */
  people: readonly { file: string; name: string; consent?: string | undefined; sample: boolean }[];
  clients: readonly {
    file: string;
    name?: string | undefined;
    descriptor: string;
    permission?: string | undefined;
  }[];
  testimonials: readonly {
    file: string;
    name: string;
    consent?: string | undefined;
    sample: boolean;
  }[];
  trust: {
    file: string;
    subprocessors: readonly { name: string }[];
    certifications: readonly {
      name: string;
      status: string;
      obtained?: string | undefined;
      target?: string | undefined;
      note?: string | undefined;
    }[];
    delivery?:
      | { sample?: boolean; lastPenTest?: string | undefined; penTestBy?: string | undefined }
      | undefined;
  };
  /** the security-review pack's documents (content/documents/) */
  documents?: readonly { file: string; title: string; sample: boolean }[];
  /** the terms a document request accepts (content/settings/non-disclosure.yaml) */
  nonDisclosure?: { file: string; sample: boolean };
  /** every text of every content file, by field (`head.share.subtitle`, a post's `body`) */
  texts: readonly { file: string; field: string; value: string }[];
}

/** The build's settings the check reads. */
export interface BuildEnv {
  SITE_URL?: string | undefined;
  RELEASE?: string | undefined;
}

/** What a writer puts beside a fact still to be confirmed (docs/editing.md). */
export const PLACEHOLDER_MARK = /\b(PLACEHOLDER|TODO|TBC)\b/;

/** The template's sample content: still one of these means not replaced. */
export const SHIPPED_SAMPLES = {
  legalNames: ["Nuvora Technologies Pvt. Ltd."],
  addressLines: ["4th Floor, Prestige Tech Park"],
  /** the sample people: testimonials' authors and the team */
  personNames: [
    "Dr. Ananya Rao",
    "Michael Turner",
    "Priya Menon",
    "Sarah Lindqvist",
    "Dr. Meera Iyer",
    "Rohan Kulkarni",
    "Dr. Helen Marsh",
  ],
  /** the trust page's samples: unnamed providers, and certifications the company may not pursue */
  trustNames: [
    "Hosting provider (to be named before launch)",
    "E-mail provider (to be named before launch)",
    "Scheduling provider (to be named before launch)",
    "ISO/IEC 27001:2022",
    "SOC 2 Type II",
  ],
};

/** The industry's well-known fictional company names (Microsoft's sample brands and the like). */
export const FICTIONAL_COMPANIES =
  /\b(contoso|fabrikam|northwind|tailspin|woodgrove|litware|adatum|adventure works|wingtip|wide world importers|fourth coffee|proseware|lucerne|alpine ski house|margie's travel|trey research|acme|initech|globex)\b/i;

/** Reserved example domains (RFC 2606, 6761) and obvious stand-ins. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|local)$/i;
/** Addresses no visitor can reach: loopback, unspecified, private networks. */
const LOCAL_ADDRESS =
  /^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|\[::1?\])$/;

/** `<file>: <field>: <what is wrong>`, as every line of the list reads. */
export const problem = (file: string, field: string, what: string): string =>
  `${file}: ${field}: ${what}`;

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

export function isExampleEmail(email: string): boolean {
  const domain = email.split("@")[1] ?? "";
  return domain === "" || EXAMPLE_HOST.test(domain);
}

/** 555-style numbers (555-01xx and friends) and other obvious stand-ins. */
export function isPlaceholderPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return (
    digits.length < 8 ||
    /5550\d{3}/.test(digits) ||
    /555\d{4}$/.test(digits) ||
    /(\d)\1{6,}/.test(digits) ||
    /1234567|0123456/.test(digits)
  );
}

/** An example or local host, or a real service with a placeholder account (linkedin.com/company/example). */
export function isExampleUrl(value: string): boolean {
  const host = hostOf(value);
  if (host === undefined) return true;
  if (EXAMPLE_HOST.test(host) || LOCAL_ADDRESS.test(host)) return true;
  return /\/(example|your-?company|placeholder)(\/|$)/i.test(new URL(value).pathname);
}

/** An origin every visitor and search engine can reach: not localhost, a private address or an example host. */
export const isPublicOrigin = (value: string | undefined): value is string =>
  Boolean(value?.trim()) && !isExampleUrl(value!.trim());

/**
 * Whether this build is a release build: `RELEASE=1`, or `SITE_URL` a public origin unless
 * `RELEASE=0` (a preview at a public address). Any other `RELEASE` stops the build.
 */
export function isReleaseBuild(env: BuildEnv): boolean {
  const flag = env.RELEASE?.trim() ?? "";
  if (flag === "1") return true;
  if (flag === "0") return false;
  if (flag !== "") {
    throw new Error(
      `RELEASE: expected 1 (a release build, refused while anything in npm run check:launch is left) or 0 (not one); got "${env.RELEASE}"`,
    );
  }
  return isPublicOrigin(env.SITE_URL);
}

/** Company details (content/settings/company.yaml): placeholders the template shipped with. */
export function companyProblems(company: LaunchContent["company"]): string[] {
  const { file } = company;
  const found: string[] = [];
  if (SHIPPED_SAMPLES.legalNames.includes(company.legalName)) {
    found.push(
      problem(file, "legalName", `"${company.legalName}" is the template's sample company`),
    );
  }
  if (isExampleEmail(company.email)) {
    found.push(problem(file, "email", `${company.email} is an example address`));
  }
  company.phones.forEach((phone, index) => {
    if (isPlaceholderPhone(phone.number)) {
      found.push(
        problem(
          file,
          `phones.${index}.number`,
          `${phone.number} (${phone.label}) is a placeholder number`,
        ),
      );
    }
  });
  const sampleAddress = (value: string) =>
    SHIPPED_SAMPLES.addressLines.some((line) => value.includes(line));
  company.address.lines.forEach((line, index) => {
    if (sampleAddress(line)) {
      found.push(
        problem(file, `address.lines.${index}`, `"${line}" is the template's sample address`),
      );
    }
  });
  if (sampleAddress(company.address.streetAddress)) {
    found.push(problem(file, "address.streetAddress", "the template's sample address"));
  }
  const cin = cinProblem(company.registration.cin);
  if (cin) found.push(problem(file, "registration.cin", cin));
  const gstin = gstinProblem(company.registration.gstin);
  if (gstin) found.push(problem(file, "registration.gstin", gstin));
  if (sampleAddress(company.registration.registeredOffice)) {
    found.push(problem(file, "registration.registeredOffice", "the template's sample address"));
  }
  company.social.forEach((link, index) => {
    if (isExampleUrl(link.href)) {
      found.push(
        problem(file, `social.${index}.href`, `${link.href} is a placeholder ${link.network} page`),
      );
    }
  });
  return found;
}

const sampleName = (name: string) => SHIPPED_SAMPLES.personNames.includes(name);

/**
 * A person is shown only with the day they agreed to it, and never as a shipped sample: marked
 * so, or by a sample's name once the mark is off.
 */
export function personProblems(person: LaunchContent["people"][number]): string[] {
  return [
    ...(!person.sample && sampleName(person.name)
      ? [problem(person.file, "name", `"${person.name}" is a shipped sample person`)]
      : []),
    ...personConsentProblems(person),
  ];
}

/** A client is named only with the day of their written permission, and never by a fictional name. */
export function clientProblems(client: LaunchContent["clients"][number]): string[] {
  const fictional = (["name", "descriptor"] as const).flatMap((field) => {
    const value = client[field];
    return value && FICTIONAL_COMPANIES.test(value)
      ? [problem(client.file, field, `"${value}" is a fictional sample company`)]
      : [];
  });
  return [...fictional, ...clientPermissionProblems(client)];
}

/** A quote is shown only with the day its author agreed to it, and never as a shipped sample. */
export function testimonialProblems(quote: LaunchContent["testimonials"][number]): string[] {
  return [
    ...(!quote.sample && sampleName(quote.name)
      ? [problem(quote.file, "name", `"${quote.name}" is a shipped sample testimonial`)]
      : []),
    ...testimonialConsentProblems(quote),
  ];
}

/** The trust page: sample providers and certifications; certifications without their dates (schemas/trust.ts). */
export function trustProblems(trust: LaunchContent["trust"]): string[] {
  const { file } = trust;
  const found: string[] = [];
  const sample = (name: string) => SHIPPED_SAMPLES.trustNames.includes(name);
  trust.subprocessors.forEach((item, index) => {
    if (sample(item.name)) {
      found.push(
        problem(
          file,
          `subprocessors.${index}.name`,
          `"${item.name}" is a sample: name the real provider`,
        ),
      );
    }
  });
  trust.certifications.forEach((item, index) => {
    const at = `certifications.${index}`;
    // a shipped certification passes once its note says where it really stands
    if (item.note && /\bsample\b/i.test(item.note)) {
      found.push(
        problem(
          file,
          `${at}.note`,
          `"${item.note}": confirm ${item.name} and its dates, and say where it stands`,
        ),
      );
    } else if (sample(item.name) && !item.note) {
      found.push(
        problem(
          file,
          `${at}.name`,
          `"${item.name}" is a sample: list only certifications the company holds or pursues, with a note saying where each stands`,
        ),
      );
    }
  });
  // the dates: held with its day, a target for the others, the penetration test's day
  return [...found, ...trustFactProblems(file, trust)];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+\d[\d \u00a0-]{6,18}\d/g;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>)\]]+/g;

/** Any text of any content file: example addresses and links, placeholder numbers, marks left to confirm. */
export function textProblems({ file, field, value }: LaunchContent["texts"][number]): string[] {
  const found: string[] = [];
  for (const [email] of value.matchAll(EMAIL)) {
    if (isExampleEmail(email)) found.push(problem(file, field, `${email} is an example address`));
  }
  for (const [phone] of value.matchAll(PHONE)) {
    if (isPlaceholderPhone(phone))
      found.push(problem(file, field, `${phone.replace(/\u00a0/g, " ")} is a placeholder number`));
  }
  for (const [url] of value.matchAll(URL_IN_TEXT)) {
    if (isExampleUrl(url)) found.push(problem(file, field, `${url} is an example link`));
  }
  const mark = PLACEHOLDER_MARK.exec(value);
  if (mark) found.push(problem(file, field, `marked ${mark[1]}: confirm it or remove it`));
  return found;
}

/** Canonical links, og:url, JSON-LD and the sitemap are written on SITE_URL. */
export function siteUrlProblems(env: BuildEnv): string[] {
  const url = env.SITE_URL?.trim();
  if (!url) {
    return [
      problem(
        "build environment",
        "SITE_URL",
        "unset: canonical links and og:url would point to http://localhost:3000; set the public origin",
      ),
    ];
  }
  return isPublicOrigin(url)
    ? []
    : [
        problem(
          "build environment",
          "SITE_URL",
          `${url} is not a public origin: canonical links and og:url would point to it`,
        ),
      ];
}

/**
 * The one list: everything a release refuses, in the order a person would fix it. A field
 * already named by a rule above is not named again by the scan of texts. Pure.
 */
export function launchProblems(content: LaunchContent, env: BuildEnv): string[] {
  const found = [
    ...companyProblems(content.company),
    ...content.figures.flatMap(({ file, field, figure }) => figureProblems(file, field, figure)),
    ...content.products.flatMap(productFactProblems),
    ...content.people.flatMap(personProblems),
    ...content.clients.flatMap(clientProblems),
    ...content.testimonials.flatMap(testimonialProblems),
    ...trustProblems(content.trust),
    ...(content.documents ?? []).flatMap((item) => securityDocumentProblems(item.file, item)),
    ...(content.nonDisclosure
      ? nonDisclosureProblems(content.nonDisclosure.file, content.nonDisclosure)
      : []),
  ];
  const named = new Set(
    found.map((line) => line.slice(0, line.indexOf(": ", line.indexOf(": ") + 2))),
  );
  const texts = content.texts
    .filter(({ file, field }) => !named.has(`${file}: ${field}`))
    .flatMap(textProblems);
  return [...new Set([...found, ...texts, ...siteUrlProblems(env)])];
}

/** The list as `check:launch` prints it and a build shows it, one problem a line. */
export function formatProblems(found: readonly string[]): string {
  return found.map((line) => `  ${line}`).join("\n");
}
