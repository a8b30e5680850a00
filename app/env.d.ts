/// <reference types="astro/client" />

// an augmentation of Astro's types, not a replacement of the module
export {};

declare module "astro" {
  interface AstroClientDirectives {
    /** hydrate on the first pointer, touch, focus or key event inside the island */
    "client:interaction"?: boolean;
  }
}
