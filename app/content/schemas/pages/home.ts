// The home page's words (content/pages/home.yaml), section by section as the page shows them.
// The cards of the services, accelerators, industries and testimonials are their own lists.
import { icon } from "../icons.ts";
import { group, line, list, paragraph, paragraphs } from "../words.ts";

const heading = {
  eyebrow: line("Small label above the heading"),
  title: line("Heading"),
  intro: paragraph("Introduction"),
};

export const homeWords = {
  hero: group("Introduction", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading", "The company's tagline."),
    lead: paragraph("Introduction"),
    primaryCta: line("Main button", "Goes to the contact page."),
    secondaryCta: line("Second button", "Goes to the Generative AI Solutions page."),
    highlights: paragraphs("Highlights under the buttons", undefined, "Highlight"),
  }),
  proof: group(
    "Proof",
    {
      ...heading,
      readStudy: line("Link under each outcome to its case study"),
      clientsTitle: line("Heading of the clients"),
      certificationsTitle: line("Heading of the certifications"),
      trustLink: line("Link to the trust page"),
      checksTitle: line(
        "Heading of what a buyer can check today",
        "Above four links to facts a hospital can check before a first call.",
      ),
      checkAccelerators: line(
        "Link to each AI accelerator's data and safety facts",
        "Goes to the accelerators' part of the Trust and security page.",
      ),
      checkDocuments: line(
        "Link to the security review documents",
        "Goes to the request for the security review documents on the Trust and security page.",
      ),
      checkSubprocessors: line(
        "Link to the list of subprocessors",
        "Goes to the subprocessors on the Trust and security page.",
      ),
      checkEngagement: line(
        "Link to how an engagement runs",
        "Goes to the steps of an engagement on the Services page.",
      ),
    },
    "Right under the introduction: three results from the case studies (measured ones first), the clients' descriptions, the certifications' status, from their own lists, and links to what a buyer can check today.",
  ),
  services: group(
    "Services",
    { ...heading, allServices: line("Link to the Services page") },
    "The cards are the services marked for the home page on the Services page.",
  ),
  accelerators: group(
    "AI accelerators",
    {
      ...heading,
      intro: paragraph(
        "Introduction",
        "{count} becomes the number of accelerators, in words (e.g. Four).",
      ),
    },
    "The cards are the AI accelerators' list.",
  ),
  verticals: group("Industries", heading, "The cards are the Verticals page's industries."),
  whyChooseUs: group("Why choose us", {
    ...heading,
    reasons: list(
      "Reasons",
      { icon: icon(), title: line("Reason"), description: paragraph("Text") },
      "title",
    ),
  }),
  testimonials: group(
    "Testimonials",
    {
      ...heading,
      listLabel: line("Name of the carousel, for screen readers"),
      sampleLabel: line(
        "Label on a sample quote",
        'Shown on quotes marked "Sample" in Testimonials, until real, approved ones replace them.',
      ),
    },
    "The quotes are the testimonials' list.",
  ),
  careers: group("Careers", {
    eyebrow: line("Small label above the heading"),
    title: line("Heading"),
    text: paragraph("Text"),
    featuredLabel: line("Label of the featured opening"),
    allOpeningsLabel: line("Link to all openings"),
  }),
};
