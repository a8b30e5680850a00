// `npm run check:launch`: lists every placeholder the site still carries (company details,
// sample trust content, deployment settings), each with the place to change it, and exits
// non-zero while any remain. The production build prints the same list as a warning
// (integrations/astro-site-build.ts). Run it with the environment you deploy with.
import { fileURLToPath } from "node:url";
import { clients } from "#app/content/clients.ts";
import { posts, team } from "#app/content/insights.ts";
import { site } from "#app/content/site.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { trustPage } from "#app/content/trust.ts";

/** Everything the check looks at: the content modules and the deployment environment. */
export interface LaunchConfig {
  site: {
    name: string;
    legalName: string;
    email: string;
    phones: readonly { label: string; display: string; href: string }[];
    address: { lines: readonly string[] };
    social: readonly { name: string; href: string }[];
  };
  clientNames: readonly string[];
  testimonialNames: readonly string[];
  /** the trust page's subprocessors and certifications, by name (absent: not checked) */
  trustNames?: readonly string[];
  /** the insights' authors, by name (absent: not checked) */
  authorNames?: readonly string[];
  /** the insights' posts, each with its text (front matter and body; absent: not checked) */
  postTexts?: readonly { slug: string; text: string }[];
  env: {
    SITE_URL?: string | undefined;
    SCHEDULER_URL?: string | undefined;
    MAIL_TO?: string | undefined;
  };
}

export interface Placeholder {
  /** what it is, e.g. "Company e-mail" */
  what: string;
  /** the placeholder value found */
  value: string;
  /** where to change it */
  where: string;
}

const SITE_FILE = "content/settings/company.yaml";
const CLIENTS_FILE = "content/pages/about.yaml";
const TESTIMONIALS_FILE = "content/testimonials/";
const TRUST_FILE = "content/trust/subprocessors-and-certifications.yaml";
const TEAM_FILE = "content/team/";
const POSTS_FILE = "content/posts/";

/** What a writer puts beside a fact still to be confirmed (docs/editing.md). */
export const PLACEHOLDER_MARK = /\b(PLACEHOLDER|TODO|TBC)\b/;

/** Defaults that ship with the code (server/config.ts, docs/configuration.md). */
export const SHIPPED_DEFAULTS = {
  MAIL_TO: "info@example.com",
  SCHEDULER_URL: "https://calendly.com/example/30min",
} as const;

/** The template's sample company details: still equal to one of these means not replaced. */
const SHIPPED_SAMPLES = {
  legalNames: ["Nuvora Technologies Pvt. Ltd."],
  addressLines: ["4th Floor, Prestige Tech Park"],
  testimonialNames: ["Dr. Ananya Rao", "Michael Turner", "Priya Menon", "Sarah Lindqvist"],
  /** the sample authors of the first insights */
  authorNames: ["Dr. Meera Iyer", "Rohan Kulkarni", "Dr. Helen Marsh"],
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
const FICTIONAL_COMPANIES =
  /\b(contoso|fabrikam|northwind|tailspin|woodgrove|litware|adatum|adventure works|wingtip|wide world importers|fourth coffee|proseware|lucerne|alpine ski house|margie's travel|trey research|acme|initech|globex)\b/i;

/** Reserved example domains (RFC 2606) and obvious stand-ins. */
const EXAMPLE_HOST = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

function isExampleEmail(email: string): boolean {
  const domain = email.split("@")[1] ?? "";
  return domain === "" || EXAMPLE_HOST.test(domain);
}

/** 555-style numbers (555-01xx and friends) and other obvious stand-ins. */
function isPlaceholderPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return (
    digits.length < 8 ||
    /5550\d{3}/.test(digits) ||
    /555\d{4}$/.test(digits) ||
    /(\d)\1{6,}/.test(digits) ||
    /1234567|0123456/.test(digits)
  );
}

function isExampleUrl(value: string): boolean {
  const host = hostOf(value);
  if (host === undefined) return true;
  if (EXAMPLE_HOST.test(host) || host === "127.0.0.1" || host === "[::1]") return true;
  // a real service with a placeholder account, e.g. calendly.com/example or linkedin.com/company/example
  return /\/(example|your-?company|placeholder)(\/|$)/i.test(new URL(value).pathname);
}

/** Every placeholder still in `config`, in the order a person would fix them. Pure. */
export function findPlaceholders(config: LaunchConfig): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (what: string, value: string, where: string) => found.push({ what, value, where });
  const { site: s, env } = config;

  if (isExampleEmail(s.email)) add("Company e-mail", s.email, `${SITE_FILE} (email)`);
  const mailTo = env.MAIL_TO?.trim() || SHIPPED_DEFAULTS.MAIL_TO;
  if (isExampleEmail(mailTo)) {
    add(
      "Inbox the forms deliver to",
      mailTo,
      "MAIL_TO (server environment, docs/configuration.md)",
    );
  }
  for (const phone of s.phones) {
    if (isPlaceholderPhone(phone.display) || isPlaceholderPhone(phone.href)) {
      add(`Phone number (${phone.label})`, phone.display, `${SITE_FILE} (phones)`);
    }
  }
  if (s.address.lines.some((line) => SHIPPED_SAMPLES.addressLines.includes(line))) {
    add("Office address", s.address.lines.join(", "), `${SITE_FILE} (address)`);
  }
  if (SHIPPED_SAMPLES.legalNames.includes(s.legalName)) {
    add("Legal entity", s.legalName, `${SITE_FILE} (legalName, and name for the brand)`);
  }
  for (const link of s.social) {
    if (isExampleUrl(link.href)) add(`${link.name} page`, link.href, `${SITE_FILE} (social)`);
  }
  const fictional = config.clientNames.filter((name) => FICTIONAL_COMPANIES.test(name));
  if (fictional.length > 0) {
    add(
      "Client names on the About page (fictional)",
      fictional.join(", "),
      `${CLIENTS_FILE} (approved client names only)`,
    );
  }
  const samples = config.testimonialNames.filter((name) =>
    SHIPPED_SAMPLES.testimonialNames.includes(name),
  );
  if (samples.length > 0) {
    add(
      "Sample testimonials on the home page",
      samples.join(", "),
      `${TESTIMONIALS_FILE} (approved quotes only)`,
    );
  }
  const trustSamples = (config.trustNames ?? []).filter((name) =>
    SHIPPED_SAMPLES.trustNames.includes(name),
  );
  if (trustSamples.length > 0) {
    add(
      "Sample subprocessors and certifications on the trust page",
      trustSamples.join(", "),
      `${TRUST_FILE} (the real providers; only certifications the company holds or pursues)`,
    );
  }
  const authors = (config.authorNames ?? []).filter((name) =>
    SHIPPED_SAMPLES.authorNames.includes(name),
  );
  if (authors.length > 0) {
    add(
      "Sample authors of the insights",
      authors.join(", "),
      `${TEAM_FILE} (real people, and the posts' author fields)`,
    );
  }
  for (const post of config.postTexts ?? []) {
    const mark = PLACEHOLDER_MARK.exec(post.text);
    if (mark) {
      add(
        `A post marked ${mark[1]}`,
        post.slug,
        `${POSTS_FILE}${post.slug}.md (confirm or remove)`,
      );
    }
  }
  const scheduler = env.SCHEDULER_URL?.trim() || SHIPPED_DEFAULTS.SCHEDULER_URL;
  if (isExampleUrl(scheduler)) {
    add("Scheduling link (Request a Demo)", scheduler, "SCHEDULER_URL (server environment)");
  }
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl) {
    add("Public origin", "unset (http://localhost:3000)", "SITE_URL (build environment)");
  } else if (isExampleUrl(siteUrl)) {
    add("Public origin", siteUrl, "SITE_URL (build environment)");
  }
  return found;
}

/** The configuration as it stands: the content modules and the given environment. */
export function currentLaunchConfig(env: NodeJS.ProcessEnv = process.env): LaunchConfig {
  return {
    site,
    clientNames: clients.map((client) => client.name),
    testimonialNames: testimonials.map((item) => item.name),
    trustNames: [...trustPage.subprocessors.list, ...trustPage.certifications.list].map(
      (item) => item.name,
    ),
    authorNames: team.map((member) => member.name),
    postTexts: posts.map((post) => ({
      slug: post.slug,
      text: [post.title, post.summary, post.body].join("\n"),
    })),
    env: { SITE_URL: env.SITE_URL, SCHEDULER_URL: env.SCHEDULER_URL, MAIL_TO: env.MAIL_TO },
  };
}

/** The list as printed by `npm run check:launch` and the build's warning. */
export function formatPlaceholders(found: readonly Placeholder[]): string {
  if (found.length === 0) return "No placeholders left: ready for launch.";
  const lines = found.map((p) => `  - ${p.what}: ${p.value}\n      change in ${p.where}`);
  return [
    `${found.length} placeholder${found.length === 1 ? "" : "s"} to replace before launch:`,
    ...lines,
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const found = findPlaceholders(currentLaunchConfig());
  const report = formatPlaceholders(found);
  if (found.length > 0) {
    console.error(report);
    process.exitCode = 1;
  } else {
    console.log(report);
  }
}
