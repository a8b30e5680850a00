// The Generative AI Solutions page's words (content/pages/ai-solutions.yaml), section by
// section as the page shows them, then the demo booking both it and the accelerators' pages
// offer, and the words every accelerator's page shares. The accelerators themselves are in
// the editor's "AI accelerators".
import { entryHead } from "../page.ts";
import { figureNoteWords } from "../figure.ts";
import { group, line, paragraph, paragraphs } from "../words.ts";

export const aiSolutionsWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line(
      "Heading",
      "Also the first step of the trail at the top of each accelerator's page, back to this one.",
    ),
    intro: paragraph("Introduction", "{count} becomes the number of accelerators, in words."),
    principles: paragraphs("Promises", "Short points under the introduction, each with a tick.", "Promise"),
  }),
  list: group(
    "The accelerators",
    {
      title: line("Name of the list, for screen readers"),
      linkEnd: line(
        "End of each card's link, for screen readers",
        "Read after the card's link, e.g. “Learn More about AcuMed AI”: {title} becomes the accelerator's name.",
      ),
    },
    "The cards themselves are the editor's “AI accelerators”.",
  ),
  closing: group("Closing invitation", {
    title: line("Heading"),
    description: paragraph("Text"),
    contact: line("Contact button", "Beside the demo button; goes to the contact page."),
  }),
  demo: group(
    "Demo booking",
    {
      button: line("Demo button"),
      title: line("Heading of the booking window"),
      text: paragraph("Line under it"),
      close: line("Close button, for screen readers"),
      loading: line("While the calendar loads"),
      trouble: line("Note at the bottom"),
      newTab: line("Link that opens the calendar in a new tab"),
      newTabNote: line("After that link, for screen readers"),
      contact: line("Link to the contact page instead"),
    },
    "The Request a Demo button and the window it opens with the booking calendar, on this page and on each accelerator's page.",
  ),
  productPage: group(
    "On each accelerator's page",
    {
      metrics: group("Figures", {
        eyebrow: line("Small label above the heading"),
        title: line("Heading", "{title} becomes the accelerator's name."),
        intro: paragraph(
          "Introduction",
          "{title} becomes the accelerator's name and {audience} the people it is for (both in the accelerator's own words).",
        ),
      }),
      figures: figureNoteWords,
      head: entryHead(
        "{title} becomes the accelerator's name, {tag} its label.",
        "{metrics} becomes its first two figures, each with its kind (target, illustrative) when it is not measured.",
      ),
      howItWorks: group("How it works", {
        eyebrow: line("Small label above the heading"),
        step: line(
          "Before each step's title, for screen readers",
          "{number} becomes the step's number.",
        ),
        capabilities: line("Heading of the key capabilities"),
      }),
      validation: group(
        "Validation and safety",
        {
          eyebrow: line("Small label above the heading"),
          title: line("Heading"),
          intro: paragraph("Introduction", "{title} becomes the accelerator's name."),
          sample: line("Label when the facts are samples"),
          sampleNote: paragraph(
            "Note when the facts are samples",
            "{title} becomes the accelerator's name.",
          ),
          headings: group("Headings of the parts", {
            use: line("What it is for"),
            notFor: line("What it does not do"),
            review: line("Human review"),
            evidence: line("Evidence"),
            inUseAt: line(
              "The case studies that used it",
              "Under the evidence, when a case study names the accelerator among those it used.",
            ),
            regulatory: line("Regulatory status"),
            data: line("Patient data"),
            integrations: line("Integrations"),
            deployment: line("Deployment"),
            model: line("Model"),
          }),
          labels: group("Names of the facts", {
            intendedUse: line("What it is for"),
            intendedUsers: line("Who may use it"),
            reviewer: line("Who reviews"),
            approves: line("What they approve"),
            before: line("Before it reaches"),
            assessed: line("Day assessed"),
            touches: line("Data it touches"),
            processed: line("What is processed, where"),
            stored: line("What is stored"),
            kept: line("How long it is kept"),
            seenBy: line("Who sees it"),
            hl7v2: line("HL7 v2 message types"),
            fhirR4: line("FHIR R4 resources"),
            ehrs: line("EHRs"),
            none: line("When a list is empty"),
            family: line("Model family"),
            training: line("Training on client data"),
            monitoring: line("Monitoring"),
            incidents: line("Incident reporting"),
          }),
          deployments: group("Where it can run", {
            "client-cloud": line("In the hospital's cloud"),
            "on-premises": line("On premises"),
            "hosted-india": line("Hosted by us in India"),
          }),
          trustLink: line(
            "Link to its part of the Trust and Security page",
            "{title} becomes the accelerator's name.",
          ),
          figuresLink: line(
            "Link from the evidence to the figures",
            "Under the evidence: it leads back to the accelerator's figures and their notes, which are not listed again.",
          ),
        },
        "The facts themselves are each accelerator's own, under “Validation and safety” in the editor's “AI accelerators”.",
      ),
      insights: group(
        "Articles about it",
        {
          title: line("Heading", "{title} becomes the accelerator's name."),
          all: line("Link to all articles"),
        },
        "Shown when an article names the accelerator.",
      ),
      closingContact: line(
        "Contact button of the closing invitation",
        "Beside the demo button; goes to the contact page.",
      ),
      more: line("Heading of the other accelerators"),
    },
    "The words every accelerator's page shares; each accelerator's own words are in the editor's “AI accelerators”.",
  ),
};
