import { aboutLists } from "./about.ts";
import { iconNamed } from "./icons.ts";
import type { Value } from "./types.ts";

/** "Our Values" on the About page (content/pages/about.yaml), each with its pictogram. */
export const values: readonly Value[] = aboutLists.values.map((value) => ({
  ...value,
  icon: iconNamed(value.icon),
}));
