import { Award, HandHeart, Lightbulb, ShieldCheck } from "lucide-react";
import type { Value } from "./types.ts";

/** "Our Values" on the About page: exactly these four, in this order. */
export const values: readonly Value[] = [
  {
    icon: HandHeart,
    title: "Empowerment",
    description:
      "We give our people ownership of their work, and our clients the knowledge and tools to run what we build with confidence.",
  },
  {
    icon: ShieldCheck,
    title: "Integrity",
    description:
      "We are candid about risks, timelines and trade-offs, and we protect the data entrusted to us as carefully as our own.",
  },
  {
    icon: Lightbulb,
    title: "Innovation",
    description:
      "We explore new ideas in AI and engineering, and adopt them when they make a measurable difference to our clients.",
  },
  {
    icon: Award,
    title: "Excellence",
    description:
      "We hold our work to clinical-grade standards: tested, documented, secure and built to last well beyond launch.",
  },
];
