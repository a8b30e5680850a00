/** A picture made at build time by astro:assets (a person's photo, a client's logo), as a page passes it in. */
export interface Picture {
  src: string;
  width: number;
  height: number;
}
