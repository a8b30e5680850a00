// The PNG icons drawn at build time from the SVG favicon (public/favicon.svg): a 32 px
// favicon for browsers without SVG icons, the 180 px apple-touch-icon (full-bleed: iOS rounds
// the corners itself) and the web manifest's 192 and 512 px icons (512 is also the logo in
// the company's structured data).
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const icons = {
  "favicon-32": { size: 32, fullBleed: false },
  "apple-touch-icon": { size: 180, fullBleed: true },
  "icon-192": { size: 192, fullBleed: false },
  "icon-512": { size: 512, fullBleed: false },
} as const;
export type IconName = keyof typeof icons;

export function faviconSvg(): string {
  return readFileSync(join(process.cwd(), "public", "favicon.svg"), "utf8");
}

/** The favicon's square without its rounded corners. */
export function fullBleed(svg: string): string {
  const squared = svg.replace(/(<rect\b[^>]*?)\srx="[^"]*"/, "$1");
  if (squared === svg) throw new Error("public/favicon.svg: no rounded <rect> to square off");
  return squared;
}

export function drawIcon(name: IconName): Buffer {
  const { size, fullBleed: square } = icons[name];
  const svg = square ? fullBleed(faviconSvg()) : faviconSvg();
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}
