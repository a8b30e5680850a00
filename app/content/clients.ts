// Placeholder client wordmarks for the About page. The names are the industry's well-known
// fictional companies (Contoso, Fabrikam, Northwind...), so no real brand is implied; replace
// them with approved client logos before launch.

export type ClientMark = "ring" | "hex" | "leaf" | "bars" | "cross" | "wave" | "spark" | "grid";

export interface ClientLogo {
  name: string;
  mark: ClientMark;
  /** typographic treatment of the wordmark, so the strip reads as eight different brands */
  style: "bold" | "caps" | "light" | "wide";
}

export const clients: readonly ClientLogo[] = [
  { name: "Contoso Health", mark: "cross", style: "bold" },
  { name: "Fabrikam Labs", mark: "hex", style: "caps" },
  { name: "Northwind Clinics", mark: "wave", style: "light" },
  { name: "Tailspin Diagnostics", mark: "ring", style: "bold" },
  { name: "Woodgrove Care", mark: "leaf", style: "wide" },
  { name: "Litware Learning", mark: "bars", style: "caps" },
  { name: "Adatum BioSciences", mark: "spark", style: "light" },
  { name: "Wingtip Retail", mark: "grid", style: "bold" },
];
