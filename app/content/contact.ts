// Copy of the contact page. The e-mail, address and phone numbers come from site.ts.
export const contactHero = {
  eyebrow: "Contact Us",
  title: "Let's talk about what you want to build",
  intro:
    "Request a quote for a project or ask us anything about our generative AI and software services. A member of our team replies within one business day.",
} as const;

/** Screen-reader heading of the form card; the tabs inside name the two kinds of message. */
export const contactFormTitle = "Send us a message";

export const contactInfo = {
  title: "Reach us directly",
  email: { title: "Email us", text: "For project enquiries, partnerships and careers." },
  address: { title: "Visit our office", text: "Monday to Friday, 9:30 am to 6:30 pm IST." },
  phone: { title: "Call us" },
} as const;

export const nextSteps = {
  title: "What happens next",
  steps: [
    "We read your message and reply within one business day.",
    "A short call to understand your goals, users and constraints.",
    "A written proposal with scope, timeline and a fixed or capped estimate.",
  ],
} as const;
