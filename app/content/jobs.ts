// Job openings (spec sections 2 and 9). Both jobs have a detail page; only the Test Engineer
// is advertised in the careers list and the home teaser (the spec lists one opening).
// `datePosted` and `validThrough` feed job search (JSON-LD) and the sitemap: set them to the
// real dates before launch and whenever an opening is re-published (README "Before launch").
import type { JobSlug } from "./paths.ts";
import type { Job, JobSummary } from "./types.ts";

const testEngineer: Job = {
  slug: "testengineer",
  title: "Test Engineer",
  location: "Bangalore",
  jobType: "Full Time",
  experience: "2 - 4 Years of Experience",
  experienceYears: [2, 4],
  datePosted: "2026-11-16",
  validThrough: "2027-02-28",
  about: [
    "We are looking for a Test Engineer to safeguard the quality of the clinical and generative-AI software we build for hospitals, life-sciences firms and health-tech companies.",
    "You will own testing for one product team end to end: from reading requirements and writing test plans to automating regression suites and signing off releases that clinicians rely on every day.",
  ],
  responsibilities: [
    "Review product requirements and user stories, and turn them into clear test plans, test cases and acceptance criteria.",
    "Run functional, regression, integration and exploratory testing for web, mobile and API components.",
    "Build and maintain automated UI and API test suites, and run them in the CI pipeline on every change.",
    "Verify clinical data flows such as HL7/FHIR messages, device readings and reports for accuracy and completeness.",
    "Log defects with precise reproduction steps, track them to closure and retest fixes.",
    "Keep test evidence and traceability records that support audits and regulatory documentation.",
    "Work with developers, product owners and designers in sprint ceremonies to raise quality risks early.",
  ],
  qualifications: [
    "Bachelor's degree in Computer Science, Information Technology or a related field.",
    "2 to 4 years of experience testing web or mobile applications.",
    "Hands-on experience with test automation using Selenium, Playwright, Cypress or Appium.",
    "Experience testing REST APIs with Postman or an equivalent tool, and a working knowledge of SQL.",
    "Good understanding of the software development life cycle, the defect life cycle and Agile practices.",
    "Clear written and spoken communication in English.",
  ],
  niceToHave: [
    "Experience with healthcare software, such as EHR/EMR, remote patient monitoring or ABDM integrations.",
    "Familiarity with HL7, FHIR or DICOM standards.",
    "Exposure to performance testing with JMeter or k6.",
    "Experience evaluating the output of AI or machine-learning features.",
    "An ISTQB Foundation certification.",
  ],
};

const securitySwEngineer: Job = {
  slug: "securitysw",
  title: "Security SW Engineer",
  location: "Bangalore",
  jobType: "Full Time",
  experience: "6-8 Years of Experience",
  experienceYears: [6, 8],
  datePosted: "2026-11-16",
  validThrough: "2027-02-28",
  about: [
    "We are looking for a Security Software Engineer to design and build the security foundations of our healthcare, device-management and generative-AI platforms.",
    "You will work across product teams to make secure choices the default: threat modelling new features, hardening cloud infrastructure and protecting sensitive patient data from design to deployment.",
  ],
  responsibilities: [
    "Design and implement authentication, authorisation, encryption and key-management components for our products.",
    "Lead threat modelling and security design reviews for new features and integrations.",
    "Review code for vulnerabilities and run static, dynamic and dependency scanning in the CI/CD pipeline.",
    "Harden cloud environments, containers and networks, and monitor them for misconfiguration.",
    "Coordinate penetration tests, triage findings and drive remediation with development teams.",
    "Support compliance with healthcare data-protection requirements such as HIPAA, GDPR and India's DPDP Act.",
    "Mentor engineers on secure coding practices and contribute to incident response.",
  ],
  qualifications: [
    "Bachelor's or Master's degree in Computer Science, Information Security or a related field.",
    "6 to 8 years of software engineering experience, including at least 3 years focused on security.",
    "Strong programming skills in at least one of Python, Java, Go or TypeScript.",
    "In-depth knowledge of the OWASP Top 10, secure coding and common attack techniques.",
    "Experience with OAuth 2.0, OpenID Connect, TLS and public-key infrastructure.",
    "Hands-on experience securing workloads on AWS, Azure or Google Cloud.",
  ],
  niceToHave: [
    "Security certifications such as OSCP, CISSP or CEH.",
    "Experience with mobile device management or endpoint security products.",
    "Familiarity with securing large language model applications against prompt injection and data leakage.",
    "Experience preparing for SOC 2 or ISO 27001 audits.",
  ],
};

/** Every job with a detail page. */
export const jobs: readonly Job[] = [securitySwEngineer, testEngineer];

function summary({ slug, title, location, jobType, experience }: Job): JobSummary {
  return { slug, title, location, jobType, experience };
}

/** The openings advertised on the careers page and the home teaser: only the Test Engineer. */
export const openings: readonly JobSummary[] = [summary(testEngineer)];

/** Case-insensitive lookup, so the mixed-case /careers/testEngineer reaches the Test Engineer. */
export function jobBySlug(slug: string): Job | undefined {
  const wanted = slug.toLowerCase() as JobSlug;
  return jobs.find((job) => job.slug === wanted);
}
