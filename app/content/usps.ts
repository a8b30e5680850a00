import { homeSections } from "./home.ts";
import { iconNamed } from "./icons.ts";
import type { Usp } from "./types.ts";

/** The "why choose us" points of the home page (content/pages/home.yaml), with their icons. */
export const usps: readonly Usp[] = homeSections.whyChooseUs.reasons.map((reason) => ({
  ...reason,
  icon: iconNamed(reason.icon),
}));
