// A card's pictogram as a field: the file keeps the icon's name (lucide's), the editor shows
// what it depicts; the names, their words and their drawings are app/content/icons.ts's.
import { PAGE_ICONS, type PageIcon } from "../icons.ts";
import { choice } from "./words.ts";

export { PAGE_ICONS, type PageIcon };

/** Every icon's name, for a schema's enum. */
export const PAGE_ICON_NAMES = PAGE_ICONS.map(({ value }) => value) as [PageIcon, ...PageIcon[]];

/** A card's pictogram, chosen in the editor by its picture (as an accelerator's is). */
export const icon = (label = "Icon") => choice(label, PAGE_ICONS, undefined, { icons: true });
