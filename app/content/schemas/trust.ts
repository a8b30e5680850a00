// The trust page's owner-edited facts: content/trust/subprocessors-and-certifications.yaml, one
// file, "Trust page" in the editor: the subprocessors, the certifications with their dates, and
// how client data is handled in delivery. The page's fixed copy (how an enquiry travels,
// retention, security practices) stays in app/content/trust.ts. Declared once: the site's
// schema and the editor's form both come from these fields (singleton.ts).
import type { z } from "zod";
import { declareSingleton } from "./singleton.ts";
import { headed } from "./singleton-words.ts";
import {
  choice,
  flagDefault,
  group,
  line,
  list,
  optionalDate,
  optionalLine,
  paragraph,
} from "./words.ts";

/**
 * Where a certification stands. Only "held" lets the page say "Certified"; the others say what
 * the company is working towards, never that it holds it.
 */
const STATUSES = [
  { value: "held", label: "Held: we are certified" },
  { value: "in-progress", label: "In progress: the audit is under way" },
  { value: "planned", label: "Planned: not started yet" },
] as const;
export const CERTIFICATION_STATUSES = STATUSES.map((option) => option.value);
export type CertificationStatus = (typeof STATUSES)[number]["value"];

/** A certification as the editor's list heads it: its name and its status's first words. */
const certificationHeading = ({ name, status }: Record<string, unknown>) =>
  `${String(name ?? "")} (${STATUSES.find((option) => option.value === status)?.label.split(":")[0]})`;

export const trustFacts = declareSingleton({
  folder: "trust",
  name: "subprocessors-and-certifications",
  label: "Trust page",
  menu: "Company",
  fields: {
    subprocessors: list(
      "Subprocessors",
      {
        /** the company, as its contract names it */
        name: line("Company"),
        /** what it does for us */
        service: line("What it does for us"),
        /** which of the visitor's data it handles */
        data: line("Which of the visitor's data it handles"),
        /** where it processes them (country or region) */
        location: line("Where (country or region)"),
        agreements: line(
          "DPA and BAA",
          "Whether a data processing agreement (DPA) and, for US patient data, a business associate agreement (BAA) are signed with it, e.g. “DPA signed; BAA not needed: no patient data”.",
        ),
      },
      "name",
      "Every company that handles data on our behalf, for the accelerators, client projects or this website, as our contracts name it.",
      0,
    ),
    certifications: headed(
      list(
      "Certifications",
      {
        name: line("Certification (e.g. ISO/IEC 27001:2022)"),
        status: choice(
          "Status",
          STATUSES,
          "Choose Held only with a valid certificate: the page then says Certified, and the site will not be published until the day it was issued is given.",
          { start: "planned" },
        ),
        scope: optionalLine(
          "Scope (optional)",
          "What the certificate covers, as it says, e.g. software delivery and managed AI services.",
        ),
        auditor: optionalLine("Auditor (optional)", "The certification body or audit firm."),
        /** a held certification needs it before the site is published */
        obtained: optionalDate(
          "Obtained on",
          "The day the certificate was issued. Held only: the site will not be published while a held one lacks it.",
        ),
        /** expected of one in progress or planned */
        target: optionalDate(
          "Target date",
          "In progress or planned: the day you expect it. The page shows it; the site will not be published while one lacks it.",
        ),
        note: optionalLine(
          "Note (optional)",
          "Certificate number, report period or anything else worth saying.",
        ),
      },
        ["name", "status"],
        undefined,
        0,
      ),
      certificationHeading,
    ),
    delivery: group(
      "Client data in delivery",
      {
        /** shipped example facts: labelled on the page, refused before publishing */
        sample: flagDefault(
          "Sample",
          false,
          "Shipped example facts, labelled “Sample facts” on the page; the site will not be published while this is ticked. Untick once each fact below is confirmed.",
        ),
        hosting: paragraph(
          "Hosting",
          "Where the accelerators and projects run: in the client's cloud, on its own servers, or hosted by us (and where).",
        ),
        residency: paragraph(
          "Data residency",
          "Where client data is stored and processed, e.g. the region the client chooses.",
        ),
        patientData: paragraph(
          "Patient data",
          "How patient data is handled: only what the task needs, encrypted, who may see it, de-identified where it can be.",
        ),
        modelsRun: paragraph(
          "Where models run",
          "In whose cloud the models run, and whether client data ever goes to a public model API.",
        ),
        trainingOnCustomerData: paragraph(
          "Training on client data",
          "Whether client data is used to train models, e.g. Never: client data is not used to train models.",
        ),
        modelGovernance: paragraph(
          "Model governance",
          "How models are checked before release, watched in use, and how an incident is reported.",
        ),
        /** unset until there is a test to cite */
        lastPenTest: optionalDate(
          "Last penetration test (optional)",
          "The day the last independent test ended. Left empty, the page says Not yet published: never enter a day you cannot show a report for.",
        ),
        penTestBy: optionalLine("Tested by (optional)", "The firm that ran it; only with the day above."),
        dpa: paragraph("Data processing agreement (DPA)", "Whether a client can sign one, and how to ask."),
        baa: paragraph(
          "Business associate agreement (BAA)",
          "For US clients under HIPAA: whether one can be signed, and how to ask.",
        ),
      },
      "How the projects we deliver handle a client's data: the trust page shows these first, beside the certifications.",
    ),
  },
});

export const trustSchema = trustFacts.schema;
const fields = trustFacts.fields;
export const subprocessorSchema = fields.subprocessors.zod.element;
export const certificationSchema = fields.certifications.zod.element;
export const deliverySchema = fields.delivery.zod;

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
