import { ctaLabels } from "./navigation.ts";
import { paths } from "./paths.ts";
import { site } from "./site.ts";

/** Copy of the About page, top to bottom. */
export const about = {
  metaDescription: `Who we are: ${site.name} builds generative AI and software for healthcare, life sciences, education and retail. Our mission, vision and values.`,
  hero: {
    eyebrow: `About ${site.name}`,
    title: "Who We Are",
    intro: [
      `${site.name} is a software and generative-AI engineering company. We help healthcare and life-sciences organisations, and ambitious teams in education and retail, turn ideas into dependable products.`,
      "Our engineers, data scientists and designers combine domain knowledge with deep skills in AI, cloud, mobile and data. From a first proof of concept to platforms used by clinicians every day, we work as an extension of our clients' teams: transparent, accountable and focused on outcomes.",
    ],
    cta: { label: ctaLabels.contact, href: paths.contact },
    highlights: [
      { value: "Healthcare-first", label: "Built for clinical and regulated settings" },
      { value: "End to end", label: "Strategy, design, engineering and support" },
    ],
  },
  mission: {
    title: "Our Mission",
    text: "To help organisations imagine, create and evolve with generative AI and modern software, delivering secure, compliant solutions that improve care, learning and everyday work.",
  },
  vision: {
    title: "Our Vision",
    text: "A world in which every clinician, researcher and team has trustworthy AI at their side, so that expertise reaches more people, sooner.",
  },
  values: {
    eyebrow: "What guides us",
    title: "Our Values",
    intro: "Four principles shape how we hire, how we build and how we work with every client.",
  },
  clients: {
    eyebrow: "Who we build for",
    title: "Driving Success for Future-Focused Teams",
    intro:
      "We build for hospitals, research organisations, health-tech start-ups and education providers: products that matter to their users.",
    listLabel: "Client logos",
  },
  cta: {
    title: "Ready to Transform Your Business with Generative AI?",
    text: "Book a free consultation with our AI specialists. In 30 minutes we will look at your goals, identify the use cases with the highest return and outline a practical path to production.",
    button: { label: ctaLabels.consultation, href: paths.contact },
    note: "Free, no-obligation consultation",
  },
} as const;
