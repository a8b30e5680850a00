// The site's menus, from where each page's content file says it is linked (its "Where the
// page is linked": menu, words, position; decision 0025). The groups' and columns' titles are
// the site's frame and stay in navigation.ts.
import { pageFiles } from "./pages.ts";
import type { MENUS } from "./schemas/page.ts";

export type MenuName = (typeof MENUS)[number]["value"];

export interface MenuLink {
  label: string;
  href: string;
  position: number;
}

/** The links of one menu, in their positions' order. */
export function menuLinks(menu: MenuName): MenuLink[] {
  return pageFiles
    .flatMap((file) =>
      (file.menus ?? [])
        .filter((entry) => entry.menu === menu)
        .map((entry) => ({ label: entry.label, href: file.path, position: entry.position })),
    )
    .toSorted((a, b) => a.position - b.position);
}
