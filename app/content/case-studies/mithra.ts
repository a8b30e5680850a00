import { tech } from "../technologies.ts";
import type { CaseStudy } from "../types.ts";

export const mithra: CaseStudy = {
  slug: "mithra",
  category: "Healthcare",
  industry: "Healthcare",
  title: "Mental Health Screening App for Rural Women",
  description:
    "A voice-first, offline-capable app that helps community health workers screen women in rural villages for depression and anxiety.",
  summary:
    "A screening tool designed for low-cost phones, local languages and patchy connectivity, so that women at risk are identified early and connected to care.",
  client:
    "A non-profit public-health organisation running maternal and women's health programmes across rural districts.",
  requirementHeading: "Client Requirement",
  requirement: [
    "Depression and anxiety among women in rural communities often go unrecognised: clinics are far away, stigma is high and trained counsellors are few. The client's community health workers visited households every month but had no structured way to screen for mental health.",
    "They asked for a simple tool that health workers could use on low-cost Android phones, in local languages and in villages with little or no signal, and that would connect women who screened positive to counselling.",
  ],
  solution: [
    "We built a voice-first Flutter app around validated screening questionnaires (PHQ-9 for depression and GAD-7 for anxiety), translated and recorded in local languages so each question can be played aloud to women with limited literacy.",
    "The app works fully offline: answers are scored on the device and encrypted records sync to a Node.js service backed by PostgreSQL whenever a signal is available. A positive screen creates a referral to the nearest counsellor or clinic, and a supervisor dashboard shows coverage and follow-up village by village.",
  ],
  technologies: [tech.flutter, tech.nodejs, tech.postgresql],
  features: [
    {
      title: "Voice-Guided Questionnaires",
      paragraphs: [
        "Every question is recorded by native speakers and can be played aloud, so a woman can answer privately without reading the screen.",
        "Simple picture-based answer scales make responses easy to give and to record.",
      ],
      summary: "Questions played aloud by native speakers, with simple picture-based answers.",
    },
    {
      title: "Offline-First Screening",
      paragraphs: [
        "Screenings run end to end without a connection, and data is stored encrypted on the device.",
        "Records sync automatically and safely the next time the phone finds a signal.",
      ],
      summary:
        "Full screenings without a connection; encrypted records sync when a signal returns.",
    },
    {
      title: "Local Language Support",
      paragraphs: [
        "The interface and questionnaires are available in several regional languages, and a worker can switch language per household.",
        "Translations were reviewed with clinicians to keep the validated instruments' meaning intact.",
      ],
      summary: "Regional languages per household, with clinically reviewed translations.",
    },
    {
      title: "Risk Scoring & Referral",
      paragraphs: [
        "Standard PHQ-9 and GAD-7 scoring runs on the device and shows the worker a clear, non-clinical next step.",
        "Positive or urgent screens create a referral to the nearest counsellor or clinic, with a flag for immediate follow-up where needed.",
      ],
      summary: "On-device PHQ-9 and GAD-7 scoring, with automatic referrals to nearby care.",
    },
    {
      title: "Follow-Up Reminders",
      paragraphs: [
        "Health workers receive reminders for re-screening and for checking that referred women attended their appointments.",
        "Each visit is logged, so no one falls through the gaps between visits.",
      ],
      summary: "Reminders for re-screening and referral follow-up, with every visit logged.",
    },
    {
      title: "Supervisor Dashboard",
      paragraphs: [
        "Programme managers see screening coverage, referral rates and follow-up status by village and by worker.",
        "Reports use aggregated, de-identified data to protect the women who take part.",
      ],
      summary: "Coverage, referrals and follow-up by village, from de-identified data.",
    },
  ],
  conclusion: [
    "The app gave community health workers a respectful, structured way to talk about mental health during routine household visits. Women who would otherwise never have been screened are now identified early and referred to care close to home.",
    "Because it runs offline on inexpensive phones, the programme can expand to new districts without new infrastructure.",
  ],
  more: ["ubiqvue", "onlinetest", "queue"],
};
