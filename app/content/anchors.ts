// Element ids that other pages or buttons scroll to. A module of its own, with no imports:
// the navigation script reads `main` on every page and must not bring the URL table along.

export const anchors = {
  openings: "openings",
  apply: "apply",
  main: "main-content",
} as const;
