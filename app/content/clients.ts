// The client wordmarks of the About page, from its content file. The shipped names are the
// industry's well-known fictional companies (Contoso, Fabrikam, Northwind...), so no real
// brand is implied; replace them with approved client names before launch.
import { aboutLists } from "./about.ts";

export type ClientMark = "ring" | "hex" | "leaf" | "bars" | "cross" | "wave" | "spark" | "grid";

export interface ClientLogo {
  name: string;
  mark: ClientMark;
  /** typographic treatment of the wordmark, so the strip reads as eight different brands */
  style: "bold" | "caps" | "light" | "wide";
}

/** The About page's client names (content/pages/about.yaml). */
export const clients: readonly ClientLogo[] = aboutLists.clients;
