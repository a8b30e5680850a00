// The trust page's owner-edited facts: content/trust/subprocessors-and-certifications.yaml, the
// one entry of the trust collection ("Trust page" in the editor): the subprocessors, the
// certifications with their dates, and how client data is handled in delivery. The page's fixed
// copy (how an enquiry travels, retention, security practices) stays in app/content/trust.ts.
import { z } from "zod";
import { day, text } from "./fields.ts";

/**
 * Where a certification stands. Only "held" lets the page say "Certified"; the others say what
 * the company is working towards, never that it holds it.
 */
export const CERTIFICATION_STATUSES = ["held", "in-progress", "planned"] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const subprocessorSchema = z
  .object({
    /** the company, as its contract names it */
    name: text,
    /** what it does for us */
    service: text,
    /** which of the visitor's data it handles */
    data: text,
    /** where it processes them (country or region) */
    location: text,
    /** whether a data processing agreement (DPA) and, for US patient data, a business associate agreement (BAA) are signed */
    agreements: text,
  })
  .strict();

/** The editor writes an empty field as "" or null: that is no value. */
const optional = <Z extends z.ZodType>(schema: Z) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

export const certificationSchema = z
  .object({
    /** e.g. "ISO/IEC 27001:2022" */
    name: text,
    status: z.enum(CERTIFICATION_STATUSES),
    /** what the certificate covers, e.g. "Software delivery and managed AI services" */
    scope: optional(text),
    /** the certification body or audit firm */
    auditor: optional(text),
    /** the day the certificate was issued: a held certification needs it at release */
    obtained: optional(day),
    /** the day the company expects it: expected of one in progress or planned */
    target: optional(day),
    /** certificate number, report period or anything else worth saying; optional */
    note: optional(text),
  })
  .strict();

/** How client data is handled in delivery, what a hospital's CISO asks first. */
export const deliverySchema = z
  .object({
    /** shipped example facts: labelled on the page, refused by a release build */
    sample: z.boolean().default(false),
    /** where the products and client projects are hosted: the client's cloud, theirs on premises, ours */
    hosting: text,
    /** where client data is stored and processed */
    residency: text,
    /** how patient data is handled: minimum necessary, encryption, de-identification, access */
    patientData: text,
    /** where the models run, and whether data ever leaves for a public model API */
    modelsRun: text,
    /** whether client data trains models, e.g. "Never: client data is not used to train models" */
    trainingOnCustomerData: text,
    /** how models are governed: review before release, monitoring, incident reporting */
    modelGovernance: text,
    /** the day the last independent penetration test ended; unset until there is one to cite */
    lastPenTest: optional(day),
    /** who ran it */
    penTestBy: optional(text),
    /** whether a client can sign a data processing agreement, and how */
    dpa: text,
    /** whether a US client can sign a business associate agreement (HIPAA), and how */
    baa: text,
  })
  .strict();

export const trustSchema = z
  .object({
    subprocessors: z.array(subprocessorSchema),
    certifications: z.array(certificationSchema),
    delivery: deliverySchema,
  })
  .strict();

export type Subprocessor = z.output<typeof subprocessorSchema>;
export type Certification = z.output<typeof certificationSchema>;
export type Delivery = z.output<typeof deliverySchema>;
export type Trust = z.output<typeof trustSchema>;

/**
 * What a release must not publish (issue 31), each named `<file>: <field>: <problem>`: a
 * certification called held without the day it was obtained; a day obtained on one that is not
 * held (the page would show a date for something the company does not hold); one in progress or
 * planned without a target day; a penetration tester named without the test's day; the facts on
 * client data still marked sample. Development
 * builds show the file as it is; the release check (and `check:launch`) list these.
 */
export function trustProblems(
  file: string,
  trust: {
    // the status as text too: the release check reads the file with its own looser shape
    certifications: readonly (Pick<Certification, "name" | "obtained" | "target"> & { status: string })[];
    delivery?: (Pick<Delivery, "lastPenTest" | "penTestBy"> & { sample?: boolean }) | undefined;
  },
): string[] {
  const problems: string[] = [];
  trust.certifications.forEach((item, index) => {
    const at = `${file}: certifications.${index}`;
    if (item.status === "held" && !item.obtained) {
      problems.push(`${at}.obtained: ${item.name} is marked held: give the day the certificate was issued`);
    }
    if (item.status !== "held" && item.obtained) {
      problems.push(`${at}.obtained: ${item.name} is not marked held: a day obtained belongs to a held certification`);
    }
    if (item.status !== "held" && !item.target) {
      problems.push(`${at}.target: ${item.name} is ${item.status}: give the day it is expected`);
    }
  });
  if (trust.delivery?.sample) {
    problems.push(`${file}: delivery.sample: the facts on client data are samples: confirm each and untick “Sample”`);
  }
  if (trust.delivery?.penTestBy && !trust.delivery.lastPenTest) {
    problems.push(`${file}: delivery.lastPenTest: the tester is named: give the day the last test ended`);
  }
  return problems;
}
