// The Careers page's words, from content/pages/careers.yaml (the editor's "Careers"): the list
// page, the words every job's page shares and the page of a filled role. The jobs themselves
// are in jobs.ts; the pictograms are drawn from their names (icons.ts).
import type { LucideIcon } from "lucide-react";
import { iconNamed } from "./icons.ts";
import { pageContent } from "./pages.ts";
import { fillIn } from "./schemas/words.ts";

const page = pageContent("careers");

export interface Perk {
  icon: LucideIcon;
  title: string;
  description: string;
}

export const careersHero = page.hero;

export const culture = {
  eyebrow: page.culture.eyebrow,
  title: page.culture.title,
  intro: page.culture.intro,
  perks: page.culture.perks.map(
    (perk): Perk => ({ ...perk, icon: iconNamed(perk.icon) }),
  ) as readonly Perk[],
};

export const openingsSection = page.openings;

/** Labels of the career detail page; the headings of its sections. */
export const jobPage = page.jobPage;

/** The page a filled or expired role's address answers with (410 Gone). */
export const roleFilledPage = {
  /** the status code, shown large above the heading */
  code: "410",
  title: page.roleFilled.title,
  home: page.roleFilled.home,
  message: (job: { title: string; location: string }) =>
    fillIn(page.roleFilled.message, { title: job.title, location: job.location }),
};
