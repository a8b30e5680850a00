// The trust page's words (content/pages/trust.yaml). Its facts (subprocessors, certifications,
// client data in delivery) have their own form, "Trust page" (content/trust/). What must stay true of
// server/ stays in app/content/trust.ts and is named "fixed" in each section's description: the
// steps an enquiry takes, where it goes (the server's settings), what the outbox keeps and for
// how long, the security measures, and the words of a certification's status.
import { group, line, list, paragraph, paragraphs } from "../words.ts";
import { fromCompanyDetails } from "../company-details.ts";

const lists = "The list itself is edited in “Trust page”, with the certifications.";
const facts = "The facts themselves are edited in “Trust page”, under “Client data in delivery”.";

export const trustWords = {
  hero: group(
    "Introduction",
    {
      title: line("Heading"),
      intro: paragraph("Text under the heading"),
      dateLabel: line("Words before the date"),
      contentsLabel: line(
        "Label of the page's contents",
        "Above the links to each part of the page, under the date.",
      ),
    },
    "The date under the text is the page's “Last changed” day, under “Search results and sharing”: move it forward when you change the page.",
  ),
  summary: group(
    "At a glance",
    {
      title: line("Heading"),
      intro: paragraph("Text under the heading"),
      deliveryTitle: line("Heading of the client data facts"),
      sample: line("Label when the client data facts are samples"),
      labels: group("Names of the client data facts", {
        hosting: line("Hosting"),
        residency: line("Data residency"),
        patientData: line("Patient data"),
        modelsRun: line("Where models run"),
        training: line("Training on client data"),
        governance: line("Model governance"),
        penTest: line("Last penetration test"),
        dpa: line("Data processing agreement"),
        baa: line("Business associate agreement"),
      }),
      penTestBy: line("Words before the tester", "Followed by the firm named in “Trust page”, e.g. Tested by."),
      penTestNone: line("When no test is given", "Shown instead of the date, e.g. Not yet published."),
      certificationLabels: group("Names of a certification's details", {
        scope: line("Scope"),
        auditor: line("Auditor"),
        obtained: line("Day obtained"),
        target: line("Target date"),
      }),
    },
    `The page opens with this summary: the certifications (below) and how client data is handled in delivery. ${facts}`,
  ),
  certifications: group(
    "Certifications",
    {
      title: line("Heading"),
      intro: paragraph("Text before the list"),
      none: paragraph("Text when the list is empty"),
    },
    `Part of the summary at the top of the page. ${lists} The words of the status beside each are fixed: they follow the site's code, which calls a certification “Certified” only when it is marked Held.`,
  ),
  accelerators: group(
    "Our accelerators and patient data",
    {
      title: line("Heading"),
      intro: paragraph("Text under the heading"),
      flowName: line(
        "Name of each data flow, for screen readers",
        "{title} becomes the accelerator's name.",
      ),
      steps: group("Names of the steps of a data flow", {
        source: line("Where the data comes from"),
        processed: line("What is processed, where"),
        stored: line("What is stored"),
        kept: line("How long it is kept"),
        seenBy: line("Who sees it"),
      }),
      labels: group("Names of each accelerator's other facts", {
        deployment: line("Where it can run"),
        regulatory: line("Regulatory status"),
        assessed: line("Before the day it was assessed"),
        training: line("Training on client data"),
      }),
      sample: line("Label when an accelerator's facts are samples"),
      productLink: line(
        "Link to the accelerator's page",
        "{title} becomes the accelerator's name.",
      ),
    },
    "One part per accelerator, drawn from its “Validation and safety” facts in the editor's “AI accelerators” (its patient data, where it can run, its regulatory status and model); each accelerator's page links to its part.",
  ),
  website: group(
    "This website",
    { title: line("Heading"), intro: paragraph("Text under the heading") },
    "The parts about the website's own forms follow this heading.",
  ),
  flow: group(
    "How an enquiry travels",
    {
      title: line("Heading"),
      intro: paragraphs("Paragraphs before the steps"),
    },
    "The numbered steps are fixed: they follow the site's code (the browser, the server and its outbox).",
  ),
  destinations: group(
    "Where it goes",
    { title: line("Heading") },
    "The text under the heading is fixed: it follows the site's settings (e-mail to the company's inbox only, or also the sales and hiring team's own tools when the server is set up to send there).",
  ),
  storage: group(
    "Where it is kept",
    {
      title: line("Heading"),
      points: paragraphs(
        "Points between the fixed ones",
        "E.g. how long your teams keep what reaches the inbox.",
        "Point",
      ),
      privacyLink: line("Link to the Privacy notice"),
    },
    "The first three points and the last are fixed: they follow the site's code and its settings (what the outbox keeps and for how long; how an erasure request is carried out). The number of days is set where the website runs, not here.",
  ),
  subprocessors: group(
    "Subprocessors",
    {
      title: line("Heading"),
      intro: paragraph("Text before the list"),
      none: paragraph("Text when the list is empty"),
      labels: group("Names of each company's details", {
        name: line("Company"),
        service: line("What it does"),
        data: line("The data it handles"),
        location: line("Where"),
        agreements: line("DPA and BAA"),
      }),
    },
    lists,
  ),
  practices: group(
    "How we protect it",
    { title: line("Heading") },
    "The points under the heading are fixed: each is a measure the site's code really takes, checked by its tests.",
  ),
  requests: group("Security pack, DPA and BAA", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs"),
    buttons: list(
      "Buttons",
      {
        label: line("Button"),
        subject: line(
          "Subject",
          "The button opens the contact page's General Enquiry with this subject filled in.",
        ),
      },
      "label",
    ),
    vulnerability: paragraph(
      "How to report a vulnerability",
      `Followed by the link to the site's security.txt. ${fromCompanyDetails("email")}`,
    ),
    securityTxt: line("Link to security.txt"),
  }),
};
