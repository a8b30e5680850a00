// The trust page's owner-edited lists: content/trust/subprocessors-and-certifications.yaml, the
// one entry of the trust collection ("Trust page" in the editor). The page's fixed copy (how an
// enquiry travels, retention, security practices) stays in app/content/trust.ts.
import { z } from "zod";
import { text } from "./fields.ts";

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
  })
  .strict();

export const certificationSchema = z
  .object({
    /** e.g. "ISO/IEC 27001:2022" */
    name: text,
    status: z.enum(CERTIFICATION_STATUSES),
    /** scope, auditor, certificate number or expected date; optional */
    note: text.optional(),
  })
  .strict();

export const trustSchema = z
  .object({
    subprocessors: z.array(subprocessorSchema),
    certifications: z.array(certificationSchema),
  })
  .strict();

export type Subprocessor = z.output<typeof subprocessorSchema>;
export type Certification = z.output<typeof certificationSchema>;
