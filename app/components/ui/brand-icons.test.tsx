import { Resvg } from "@resvg/resvg-js";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tech } from "#app/content/technologies.ts";
import { subpaths, TechLogo } from "./brand-icons.tsx";

const png = (path: string) =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96"><path d="${path}"/></svg>`,
  )
    .render()
    .asPng();

describe("a technology chip's logo", () => {
  it("splits a mark into subpaths that draw exactly what the whole path draws", () => {
    for (const icon of [tech.mysql.icon, tech.postgresql.icon, tech.react.icon]) {
      expect(png(subpaths(icon.path).join("")).equals(png(icon.path)), icon.title).toBe(true);
    }
  });

  it("refuses a path whose relative moveto follows an open subpath, rather than misplace it", () => {
    expect(() => subpaths(tech.docker.icon.path)).toThrow(/open subpath/);
  });

  it("shows MySQL's dolphin alone, filling the box, without the letters of its wordmark", () => {
    const markup = renderToStaticMarkup(<TechLogo mark={tech.mysql.icon} />);
    const d = markup.match(/ d="([^"]+)"/)?.[1] ?? "";
    const box = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>`,
    ).getBBox();
    // the whole mark spans the 24-unit box; the dolphin is its top-right 10 units
    expect(box?.x).toBeGreaterThan(13);
    expect(box?.y).toBeLessThan(5);
    expect(box?.height).toBeLessThan(11);
    const [x, y, width] = (markup.match(/viewBox="([^"]+)"/)?.[1] ?? "").split(" ").map(Number);
    expect(x).toBeLessThanOrEqual(box?.x ?? 0);
    expect(y).toBeLessThanOrEqual(box?.y ?? 0);
    expect(width).toBeLessThan(12);
  });

  it("draws every other mark whole, on its 24-unit box", () => {
    const markup = renderToStaticMarkup(<TechLogo mark={tech.python.icon} />);
    expect(markup).toContain('viewBox="0 0 24 24"');
    expect(markup).toContain(tech.python.icon.path);
  });
});
