// The trust page (/trust), for hospitals' procurement and security reviews: first, at a glance,
// the certifications with their dates and how client data is handled in delivery; then how an
// enquiry travels, where it is kept and for how long, who helps us handle it, how it is
// protected, and how to ask for the security pack, a DPA or a BAA. The facts are the
// owner's (content/trust/, "Trust page" in the editor), and so are the page's own words
// (content/pages/trust.yaml, "Trust and security": headings, introductions, the requests); the
// retention is the server's own rule read at build (privacy.ts); the rest is fixed copy that
// must stay true of server/ (checked against it when written: docs/security.md lists each
// practice with its test).
import { subjectFromQuery } from "#common/forms/prefill.ts";
import { ContentError, loadCollection } from "./load.ts";
import { pageContent } from "./pages.ts";
import { paths } from "./paths.ts";
import { productPage, products } from "./products.ts";
import { securityPack } from "./security-pack.ts";
import { RETENTION_DAYS, type DocumentSection } from "./privacy.ts";
import {
  trustSchema,
  type Certification,
  type CertificationStatus,
  type Delivery,
} from "./schemas/trust.ts";
import { site } from "./site.ts";
import { formatDate } from "./dates.ts";
import { fillIn } from "./schemas/words.ts";
import type { Product } from "./types.ts";

const LISTS = "subprocessors-and-certifications";
const lists = loadCollection("trust", trustSchema).find((entry) => entry.slug === LISTS);
if (!lists) {
  throw new ContentError(`content/trust/${LISTS}.yaml: the trust page's lists are missing`);
}

/**
 * The owner's trust facts as the file has them, with the file (`file`) a problem names: the
 * release check reads these through `trustProblems` (schemas/trust.ts).
 */
export const trust = lists;

const page = pageContent("trust");
const words = {
  hero: page.hero,
  summary: page.summary,
  flow: page.flow,
  destinations: page.destinations,
  storage: page.storage,
  subprocessors: page.subprocessors,
  practices: page.practices,
  certifications: page.certifications,
  requests: page.requests,
  accelerators: page.accelerators,
  website: page.website,
};

/** What the page says of a certification: only a held one is called certified. */
export const certificationStatusLabels: Record<CertificationStatus, string> = {
  held: "Certified",
  "in-progress": "In progress",
  planned: "Planned",
};

/** Each certification's name and status in words, as the proof parts list them. */
export const certificationStatuses = trust.certifications.map((item) => ({
  name: item.name,
  status: certificationStatusLabels[item.status],
}));

/**
 * The requests a procurement team makes, each opening General Enquiry with its subject. A
 * subject the form would refuse (too long, several lines) would open it empty: the build stops.
 */
export function requestLinks(buttons: readonly { label: string; subject: string }[]) {
  return buttons.map(({ label, subject }) => {
    const href = paths.enquiryAbout(subject);
    if (subjectFromQuery(href.slice(href.indexOf("?"), href.indexOf("#"))) !== subject) {
      throw new ContentError(
        `content/pages/trust.yaml: the subject "${subject}" is not one the contact form accepts`,
      );
    }
    return { label, subject, href };
  });
}

export const trustRequests = requestLinks(words.requests.buttons);

/** A day as the page shows it, with the ISO day for <time>. */
export interface ShownDay {
  iso: string;
  text: string;
}
const shownDay = (iso: string): ShownDay => ({ iso, text: formatDate(iso) });

/** One certification as the summary lists it: its status in words and its details. */
export function certificationFacts(item: Certification, labels: typeof words.summary.certificationLabels) {
  const details: { label: string; text?: string; day?: ShownDay }[] = [];
  // a held one shows the day it was obtained; one worked towards, the day expected
  if (item.status === "held" && item.obtained) {
    details.push({ label: labels.obtained, day: shownDay(item.obtained) });
  }
  if (item.status !== "held" && item.target) {
    details.push({ label: labels.target, day: shownDay(item.target) });
  }
  if (item.scope) details.push({ label: labels.scope, text: item.scope });
  if (item.auditor) details.push({ label: labels.auditor, text: item.auditor });
  return {
    name: item.name,
    status: item.status,
    statusLabel: certificationStatusLabels[item.status],
    details,
    note: item.note,
  };
}

/**
 * How client data is handled in delivery, in the summary's order. Without a penetration test's
 * day the page says so ("Not yet published") rather than leave the line out.
 */
export function deliveryFacts(delivery: Delivery, summary: typeof words.summary) {
  const { labels } = summary;
  const penTest = delivery.lastPenTest
    ? {
        day: shownDay(delivery.lastPenTest),
        by: delivery.penTestBy ? `${summary.penTestBy} ${delivery.penTestBy}` : undefined,
      }
    : { text: summary.penTestNone };
  return [
    { key: "hosting", label: labels.hosting, text: delivery.hosting },
    { key: "residency", label: labels.residency, text: delivery.residency },
    { key: "patient-data", label: labels.patientData, text: delivery.patientData },
    { key: "models", label: labels.modelsRun, text: delivery.modelsRun },
    { key: "training", label: labels.training, text: delivery.trainingOnCustomerData },
    { key: "governance", label: labels.governance, text: delivery.modelGovernance },
    { key: "pen-test", label: labels.penTest, ...penTest },
    { key: "dpa", label: labels.dpa, text: delivery.dpa },
    { key: "baa", label: labels.baa, text: delivery.baa },
  ] as const;
}

type Accelerator = Pick<Product, "slug" | "title" | "audience" | "validation">;

/**
 * Each accelerator's part of the page (its anchor is its slug: the product page links to
 * `/trust#<slug>`): its data flow, source → processed where → stored → seen by, drawn from
 * its own validation facts, and what a security review asks next. An accelerator without
 * facts yet is still named, with its flow left out (a release refuses it: product-validation.ts).
 */
export function acceleratorFacts(product: Accelerator, section: typeof words.accelerators) {
  const facts = product.validation;
  const named = (sentence: string) => fillIn(sentence, { title: product.title });
  const base = {
    id: product.slug,
    title: product.title,
    href: `${paths.product(product.slug)}#validation`,
    link: named(section.productLink),
  };
  if (!facts) return { ...base, sample: undefined, flow: undefined, facts: [] };
  const { steps, labels } = section;
  const data = facts.patientData;
  return {
    ...base,
    sample: facts.sample ? section.sample : undefined,
    flow: {
      name: named(section.flowName),
      steps: [
        { key: "source", label: steps.source, text: data.source },
        { key: "processed", label: steps.processed, text: data.processed },
        { key: "stored", label: steps.stored, text: data.stored, more: { label: steps.kept, text: data.kept } },
        { key: "seen-by", label: steps.seenBy, text: data.seenBy },
      ],
    },
    facts: [
      {
        label: labels.deployment,
        text: facts.deployment.map((option) => productPage.deployments[option]).join(" · "),
      },
      {
        label: labels.regulatory,
        text: facts.regulatory.status,
        day: { ...shownDay(facts.regulatory.assessed), before: labels.assessed },
      },
      { label: labels.training, text: facts.model.training },
    ],
  };
}

export type AcceleratorFacts = ReturnType<typeof acceleratorFacts>;

export const trustPage = {
  title: words.hero.title,
  intro: words.hero.intro,
  /** the page's "Last changed" day (content/pages/trust.yaml), as the sitemap gives it */
  updated: page.head.updated,
  /** the words before the date */
  updatedLabel: words.hero.dateLabel,
  /** what the page opens with: the certifications and the delivery facts */
  summary: {
    id: "at-a-glance",
    title: words.summary.title,
    intro: words.summary.intro,
    delivery: {
      id: "client-data",
      title: words.summary.deliveryTitle,
      sample: lists.delivery.sample ? words.summary.sample : undefined,
      facts: deliveryFacts(lists.delivery, words.summary),
    },
  },
  /** one part per accelerator, in their order, each anchored by its slug */
  accelerators: {
    id: "accelerators",
    title: words.accelerators.title,
    intro: words.accelerators.intro,
    list: products.map((product) => acceleratorFacts(product, words.accelerators)),
  },
  /** the website's own forms: the parts below follow this heading */
  website: { id: "website", title: words.website.title, intro: words.website.intro },
  flow: {
    id: "data-flow",
    title: words.flow.title,
    paragraphs: words.flow.intro,
    ordered: true,
    items: [
      "Your browser sends the form over an encrypted connection to our own server. No other website receives it on the way: our pages load no third-party scripts.",
      "Our server checks every field again, with the same rules as the form, and writes the submission to its outbox database before it tells your browser the message was received.",
      "The outbox delivers it by e-mail, through our e-mail provider, to our company inbox and to no other address. If the e-mail provider cannot take it, the outbox keeps it and tries again with growing pauses; a message that still cannot be delivered is kept and marked for our team to handle.",
    ],
  },
  destinations: {
    id: "destinations",
    title: words.destinations.title,
    paragraphs: destinations(process.env),
  },
  storage: {
    id: "storage",
    title: words.storage.title,
    items: [
      `In the outbox on our server, which only the website's own service account can read. Once a submission has been delivered, its content (your details, message and résumé) is erased after ${RETENTION_DAYS} days, leaving a delivery record without personal data.`,
      "A résumé sent without consent to keep it is erased from the outbox as soon as it is delivered.",
      "A submission that could not be delivered is kept until our team has handled it, then erased the same way.",
      ...words.storage.points,
      `On request we erase what you sent: write to ${site.email} from the address you used. One command removes every submission of that address from the outbox, whatever its state, and we delete the e-mails from our inbox.`,
    ],
    links: [{ label: words.storage.privacyLink, href: paths.privacy }],
  },
  subprocessors: {
    id: "subprocessors",
    title: words.subprocessors.title,
    intro: words.subprocessors.intro,
    none: words.subprocessors.none,
    list: lists.subprocessors,
    labels: words.subprocessors.labels,
  },
  practices: {
    id: "practices",
    title: words.practices.title,
    items: [
      "A strict Content Security Policy on every page: scripts run only from our own address, and an inline script only when its exact hash is listed. No other site can frame our pages.",
      "Security headers on every answer: HTTP Strict Transport Security, no content-type sniffing, no framing, a strict referrer policy and an isolated browsing context.",
      "No cookies, no analytics, no advertising or tracking scripts.",
      "The server refuses forms posted from other websites and any field holding control characters, identifies a résumé by its content (PDF or Word, at most 5 MB) rather than its name, and sends mail only to our own inbox.",
      "Limits against abuse: submissions per visitor per minute, an overall ceiling, caps on size and storage, and a hidden field that automated senders fill in and people never see.",
      "A durable outbox: a submission is stored before we confirm it and delivered with retries, so an e-mail outage loses nothing.",
      "The server refuses to hand mail to an e-mail provider that does not offer encryption (TLS), and writes none of the values you submit to its logs.",
    ],
  } satisfies DocumentSection,
  certifications: {
    id: "certifications",
    title: words.certifications.title,
    intro: words.certifications.intro,
    none: words.certifications.none,
    list: lists.certifications.map((item) =>
      certificationFacts(item, words.summary.certificationLabels),
    ),
  },
  requests: {
    id: "requests",
    title: words.requests.title,
    paragraphs: words.requests.paragraphs,
    links: trustRequests,
    vulnerability: {
      text: words.requests.vulnerability,
      link: { label: words.requests.securityTxt, href: paths.securityTxt },
    },
  },
};

/**
 * The page's contents under its date: each part a reviewer looks for, by its own id and
 * heading (a long page: 15 screens on a phone), so the facts a hospital can check today are
 * one tap from the top.
 */
export const trustContents = {
  label: words.hero.contentsLabel,
  links: [
    trustPage.certifications,
    trustPage.summary.delivery,
    trustPage.accelerators,
    trustPage.subprocessors,
    securityPack,
    trustPage.website,
    trustPage.requests,
  ].map(({ id, title }) => ({ href: `#${id}`, label: title })),
};

/**
 * Where an enquiry goes, as the server is configured (WEBHOOK_URL, WEBHOOK_INCLUDE_FILES, read
 * at build like the retention): e-mail only, or e-mail and the sales team's webhook receiver.
 */
export function destinations(env: Record<string, string | undefined>): string[] {
  const webhook = env.WEBHOOK_URL?.trim();
  if (!webhook) {
    return [
      "E-mail to our inbox is the only way an enquiry or application leaves our server. No CRM, ticketing or analytics service receives it. If we ever add another destination, such as a webhook into a ticketing system, it will be listed here and among the subprocessors before it is used.",
    ];
  }
  const files = env.WEBHOOK_INCLUDE_FILES === "1" ? "and the résumé itself" : "and a résumé's name, type and size, but not the file";
  return [
    `Besides e-mail to our inbox, each enquiry or application goes to our sales and hiring team's own tools: our server sends its fields ${files}, signed, over an encrypted connection to ${new URL(webhook).hostname}. That service is listed among the subprocessors. No analytics service receives it.`,
  ];
}
