// Copy of the Healthcare vertical page (/verticals/healthcare). The spec names its topics
// (remote patient monitoring, ABDM M1/M2/M3, EHR/EMR/patient portal, integrations, custom
// solutions, "why us" panels) but not its text, so the text below is ours.
import {
  Activity,
  BadgeCheck,
  BellRing,
  Building2,
  CalendarCheck,
  ClipboardList,
  Cpu,
  FileHeart,
  FlaskConical,
  HeartPulse,
  Layers,
  LayoutDashboard,
  LockKeyhole,
  MonitorSmartphone,
  Receipt,
  Rocket,
  ShieldCheck,
  Smartphone,
  Stethoscope,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";

export interface HealthcareItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A "why us" panel also carries a one-line summary, shown while it is collapsed. */
export interface WhyUsPanel extends HealthcareItem {
  summary: string;
}

export interface AbdmMilestone {
  code: "M1" | "M2" | "M3";
  title: string;
  role: string;
  description: string;
  points: readonly string[];
}

export interface IntegrationGroup {
  icon: LucideIcon;
  title: string;
  items: readonly string[];
}

export const healthcarePage = {
  hero: {
    eyebrow: "Healthcare",
    title: "Connected care, engineered for clinical reality",
    intro:
      "We build remote monitoring platforms, ABDM-ready health records and integrations for hospitals, clinics and health-tech companies: software that clinicians trust and patients actually use.",
    highlights: ["ABDM M1, M2 & M3", "HL7 & FHIR", "Device integration", "Secure by design"],
  },
  rpm: {
    eyebrow: "Beyond the clinic",
    title: "Remote Patient Monitoring",
    intro:
      "Keep watch over patients between visits. Our monitoring platforms collect readings from connected devices, surface the patients who need attention and document every intervention.",
    features: [
      {
        icon: HeartPulse,
        title: "Continuous vitals",
        description:
          "ECG, SpO₂, blood pressure, glucose and weight from Bluetooth and cellular devices, synced in near real time.",
      },
      {
        icon: BellRing,
        title: "Clinical alerts",
        description:
          "Per-patient thresholds and trend rules route alerts to the right nurse or physician, with escalation.",
      },
      {
        icon: LayoutDashboard,
        title: "Care-team dashboards",
        description:
          "Triage lists, trend charts and reports for cardiology, chronic-disease and post-discharge programmes.",
      },
      {
        icon: Smartphone,
        title: "Patient apps",
        description:
          "Simple pairing, reminders and multilingual guidance keep adherence high for every age group.",
      },
    ],
  },
  abdm: {
    eyebrow: "Ayushman Bharat Digital Mission",
    title: "ABDM M1/M2/M3 Certification",
    intro:
      "ABDM connects India's patients, providers and health records through a shared set of building blocks. We take your product through all three integration milestones, from sandbox to production go-live.",
    milestones: [
      {
        code: "M1",
        title: "ABHA creation and verification",
        role: "Registration",
        description:
          "Patients create or verify their Ayushman Bharat Health Account (ABHA) inside your application.",
        points: [
          "ABHA number creation via Aadhaar or mobile OTP",
          "ABHA address creation and login",
          "Scan-and-share registration at the front desk",
        ],
      },
      {
        code: "M2",
        title: "Link and share health records",
        role: "Health Information Provider (HIP)",
        description:
          "Your system links the records it creates to the patient's ABHA and shares them when the patient consents.",
        points: [
          "Care-context linking, by the facility or the patient",
          "Records structured as FHIR documents",
          "Encrypted sharing through the ABDM gateway",
        ],
      },
      {
        code: "M3",
        title: "Request records with consent",
        role: "Health Information User (HIU)",
        description:
          "Clinicians request a patient's records from other providers, and receive them only after the patient approves.",
        points: [
          "Consent requests with purpose and time range",
          "Consent approval through the patient's ABHA app",
          "Secure retrieval and display of shared records",
        ],
      },
    ] satisfies readonly AbdmMilestone[],
  },
  records: {
    eyebrow: "Digital records",
    title: "EHR, EMR & Patient Portal",
    intro:
      "Record systems that fit the way your clinicians work, with a portal that gives patients their own front door to your care.",
    items: [
      {
        icon: ClipboardList,
        title: "Electronic Health Records",
        description:
          "A longitudinal record across departments and facilities: problems, medications, allergies, results and encounters in one timeline.",
      },
      {
        icon: Stethoscope,
        title: "Electronic Medical Records",
        description:
          "Speciality templates, e-prescriptions, order sets and structured notes that take fewer clicks per consultation.",
      },
      {
        icon: MonitorSmartphone,
        title: "Patient Portal",
        description:
          "Appointments, teleconsultations, lab reports, bills and ABHA-linked records on the web and on mobile.",
      },
    ] satisfies readonly HealthcareItem[],
  },
  integrations: {
    eyebrow: "Interoperability",
    title: "Integrations",
    intro:
      "Healthcare software is only as useful as the systems it talks to. We connect yours to the rest of the care pathway using open standards.",
    groups: [
      {
        icon: Workflow,
        title: "Standards",
        items: ["HL7 v2 messaging", "FHIR R4 APIs", "DICOM imaging", "SNOMED CT & LOINC"],
      },
      {
        icon: Cpu,
        title: "Medical devices",
        items: ["Holter & ECG recorders", "Pulse oximeters", "BP monitors", "Glucometers"],
      },
      {
        icon: FlaskConical,
        title: "Labs & imaging",
        items: ["LIS orders and results", "PACS & RIS", "Reference-lab interfaces"],
      },
      {
        icon: Receipt,
        title: "Billing & insurance",
        items: ["Hospital billing systems", "Insurance & TPA claims", "Payment gateways"],
      },
      {
        icon: Building2,
        title: "Hospital systems",
        items: ["HIS & ERP", "Pharmacy & inventory", "ABDM gateway"],
      },
      {
        icon: CalendarCheck,
        title: "Engagement",
        items: ["Appointment scheduling", "SMS, WhatsApp & e-mail", "Video consultation"],
      },
    ] satisfies readonly IntegrationGroup[],
  },
  custom: {
    eyebrow: "Built for you",
    title: "Custom Solutions",
    intro:
      "When an off-the-shelf product does not fit, we design and build one that does, and stay on to run and improve it.",
    items: [
      {
        icon: FileHeart,
        title: "Clinical workflow apps",
        description:
          "Screening, triage and care-coordination tools shaped around your protocols and your staff.",
      },
      {
        icon: Activity,
        title: "Diagnostics platforms",
        description:
          "Cloud analysis and reporting for ECG, Holter and other signal-based diagnostics.",
      },
      {
        icon: Layers,
        title: "Health-tech products",
        description:
          "From MVP to scale for start-ups: architecture, compliance groundwork and the first releases.",
      },
      {
        icon: Users,
        title: "Community health",
        description:
          "Offline-first mobile tools for health workers in low-connectivity and rural settings.",
      },
    ] satisfies readonly HealthcareItem[],
  },
  whyUs: {
    eyebrow: "Why us",
    title: "Why healthcare teams choose us",
    intro:
      "What hospitals, health-tech firms and public health programmes get when they build with our healthcare practice.",
    panels: [
      {
        icon: Stethoscope,
        title: "Clinical domain depth",
        summary: "Engineers who have shipped clinical systems.",
        description:
          "Our engineers have shipped cardiac monitoring, mental-health screening and hospital record systems. We speak the language of clinicians and turn their workflows into software without a translator.",
      },
      {
        icon: BadgeCheck,
        title: "ABDM-ready delivery",
        summary: "Certification planned from the first sprint.",
        description:
          "We know the ABDM sandbox, the milestone test cases and the security audit that precedes go-live, so certification is planned from the first sprint instead of bolted on at the end.",
      },
      {
        icon: LockKeyhole,
        title: "Privacy and security first",
        summary: "Built for DPDP and HIPAA-aligned deployments.",
        description:
          "Encryption in transit and at rest, role-based access, audit trails and consent-aware data flows, designed for India's DPDP Act and for HIPAA-aligned deployments abroad.",
      },
      {
        icon: ShieldCheck,
        title: "Quality you can audit",
        summary: "Evidence your regulatory team can file.",
        description:
          "Traceable requirements, automated test suites and documented releases give your quality and regulatory teams the evidence they need.",
      },
      {
        icon: Rocket,
        title: "From pilot to scale",
        summary: "Prove value in a pilot, then scale it.",
        description:
          "We start with a focused pilot, measure it with your clinicians and scale what works, on cloud infrastructure sized for national programmes.",
      },
    ] satisfies readonly WhyUsPanel[],
  },
  closing: {
    title: "Planning a digital health initiative?",
    description:
      "Talk to our healthcare team about monitoring, ABDM certification, records or integration. We will come back with a clear plan, timeline and estimate.",
  },
} as const;
