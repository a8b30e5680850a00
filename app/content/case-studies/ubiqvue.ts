import { tech } from "../technologies.ts";
import type { CaseStudy } from "../types.ts";

export const ubiqvue: CaseStudy = {
  slug: "ubiqvue",
  category: "Healthcare",
  industry: "Healthcare",
  title: "Cloud-Based ECG Holter Monitoring System",
  description:
    "A multi-tenant cloud platform that takes multi-day wearable ECG recordings from upload to a signed cardiac report.",
  summary:
    "How we replaced a file-sharing workflow with one secure system in which clinics upload Holter recordings, software pre-reads them and cardiologists review and sign reports from anywhere.",
  client:
    "A cardiac diagnostics company that supplies wearable ECG patches to clinics through a network of regional channel partners.",
  requirementHeading: "Business Requirement",
  requirement: [
    "The client's wearable patch records up to 14 days of continuous ECG. Recordings travelled between clinics and reading cardiologists on USB drives and shared folders, turnaround was measured in days, and no one could say at a glance where a given study was.",
    "They needed a single cloud-based system in which clinics register patients and upload recordings, channel partners look after the clinics they serve, and cardiologists review arrhythmia events and sign reports, with each organisation's data strictly separated.",
  ],
  solution: [
    "We designed a multi-tenant platform around three administrative roles. The super admin onboards channel partners and sets platform-wide policies; the channel partner admin provisions and supports the clinical facilities in their region; the clinical facility admin manages staff, devices and patients for a single site.",
    "Recordings upload in resumable chunks to cloud storage, where a Python analysis pipeline detects beats, classifies rhythm events and prepares a pre-read. An Angular web application presents full-disclosure ECG, event strips and trends, and MongoDB stores studies, annotations and the audit history.",
    "When a cardiologist signs off, the report is generated as a PDF and returned to the ordering facility automatically, with notifications at every step.",
  ],
  technologies: [tech.angular, tech.mongodb, tech.python],
  features: [
    {
      title: "Role-Based Administration",
      paragraphs: [
        "Super admin, channel partner admin and clinical facility admin each see exactly what their role allows, from the whole network down to a single clinic.",
        "Invitations, permissions and deactivation are handled in the application rather than through support tickets.",
      ],
      summary:
        "Super admin, channel partner admin and clinical facility admin roles, each scoped to its own organisations.",
    },
    {
      title: "Secure Recording Upload",
      paragraphs: [
        "Multi-day recordings upload in resumable chunks, so a dropped clinic connection never means starting again.",
        "Files are encrypted in transit and at rest, checksummed on arrival and matched to the right patient and device automatically.",
      ],
      summary:
        "Resumable, encrypted uploads of multi-day recordings, matched to patient and device.",
    },
    {
      title: "Automated Arrhythmia Pre-Analysis",
      paragraphs: [
        "A Python pipeline detects beats and flags events such as atrial fibrillation, pauses and ventricular ectopy before a cardiologist opens the study.",
        "Every flagged event carries its strip and timestamp, so review starts from the findings rather than from hour one.",
      ],
      summary:
        "Beats and rhythm events are detected and flagged before the cardiologist opens a study.",
    },
    {
      title: "Interactive ECG Viewer",
      paragraphs: [
        "Full-disclosure ECG with zoom, calipers and multi-lead display runs in the browser, with no desktop software to install.",
        "Reviewers confirm, reclassify or annotate events, and every change is recorded against their name.",
      ],
      summary: "A browser-based full-disclosure viewer with calipers, zoom and event annotation.",
    },
    {
      title: "Automated Report Generation",
      paragraphs: [
        "Heart-rate trends, event summaries and representative strips assemble into a structured report as the review is completed.",
        "Cardiologists sign electronically and the report goes straight back to the ordering facility.",
      ],
      summary:
        "Structured, electronically signed reports delivered straight back to the ordering clinic.",
    },
    {
      title: "Device & Study Tracking",
      paragraphs: [
        "Every patch is tracked from dispatch to return, and every study from registration to signed report.",
        "Dashboards show pending work and turnaround times for each facility and each channel partner.",
      ],
      summary:
        "Every device and study tracked end to end, with turnaround dashboards per facility.",
    },
  ],
  benefits: [
    {
      title: "Faster Report Turnaround",
      paragraphs: [
        "Studies no longer wait for files to be copied and couriered. Reports that used to take several days now reach the ordering clinic within a day of upload.",
      ],
      summary: "Reports now reach the ordering clinic within a day of upload, not several days.",
    },
    {
      title: "Scalable Partner Network",
      paragraphs: [
        "New channel partners and facilities are onboarded in minutes, so the client can enter new regions without adding support staff.",
      ],
      summary: "Partners and facilities are onboarded in minutes, without extra support staff.",
    },
    {
      title: "Consistent Clinical Quality",
      paragraphs: [
        "Automated pre-analysis and one standard review workflow give every study the same rigour, whichever cardiologist reads it.",
      ],
      summary: "Every study gets the same pre-analysis and review workflow, whoever reads it.",
    },
    {
      title: "Security & Compliance",
      paragraphs: [
        "Tenant isolation, encryption and a complete audit trail support HIPAA-aligned data handling and shorten customers' security reviews.",
      ],
      summary: "Tenant isolation, encryption and a full audit trail for HIPAA-aligned handling.",
    },
  ],
  conclusion: [
    "The platform turned a manual, file-based process into a single system of record for ambulatory cardiac monitoring. Clinics upload in minutes, cardiologists review from anywhere, and every stakeholder can see where each study stands.",
    "Just as important, the client now grows its partner network on software rather than headcount, with the security and traceability that healthcare customers expect.",
  ],
  more: ["mobile", "queue", "onlinetest"],
};
