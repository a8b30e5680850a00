// The legal notice's words (content/pages/legal.yaml). The company's details themselves
// (registered name, CIN, GSTIN, registered office, e-mail, copyright year) are written once, in
// Company details; the page names them with {company}, {cin} … (app/content/legal.ts).
import { group, line, paragraph, paragraphs } from "../words.ts";
import { fromCompanyDetails } from "../company-details.ts";

export const legalWords = {
  hero: group("Introduction", {
    title: line("Heading"),
    intro: paragraph("Text under the heading", fromCompanyDetails("company")),
  }),
  company: group("Company", {
    title: line("Heading"),
    points: paragraphs(
      "Lines",
      fromCompanyDetails("company", "cin", "gstin", "office", "email"),
      "Line",
    ),
  }),
  terms: group("Use of this website", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs", fromCompanyDetails("year", "company")),
  }),
  privacy: group("Privacy", {
    title: line("Heading"),
    paragraphs: paragraphs("Paragraphs"),
  }),
};
