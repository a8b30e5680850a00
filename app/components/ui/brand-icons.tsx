interface IconProps {
  className?: string;
}

/** simple-icons no longer ships the LinkedIn mark, so a plain "in" glyph stands in for it. */
export function LinkedInIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v8h2.6v-8H6.5Zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm3.4 4v8h2.6v-4.3c0-1.2.6-1.9 1.5-1.9s1.4.6 1.4 1.9V18h2.6v-4.9c0-2.3-1.2-3.3-2.9-3.3a2.9 2.9 0 0 0-2.6 1.4V10h-2.6Z"
      />
    </svg>
  );
}

/**
 * The Instagram glyph drawn with its three shapes (rounded square, lens, dot), matching
 * simple-icons' outline to within a pixel at 240 px: that outline's 2 kB of path data
 * (0.75 kB brotli) was in the footer of every page (decision 0024).
 */
export function InstagramIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.16"
    >
      <rect x="1.12" y="1.12" width="21.76" height="21.76" rx="5.9" />
      <circle cx="12" cy="12" r="5.08" />
      <circle cx="18.41" cy="5.59" r="1.44" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** A simple-icons mark: its name, colour and path on a 24 × 24 box (content/technologies.ts). */
interface Mark {
  title: string;
  hex: string;
  path: string;
}

/**
 * Marks that are a glyph over a wordmark: at a chip's 16 px the letters are a grey smudge (the
 * chip writes the name out beside it anyway), so the chip shows the glyph alone, cropped to fill
 * the box. Which subpaths of simple-icons' path are the glyph, and the box around them.
 * MySQL: the dolphin is the first subpath (its eye) and the last (its body); the five between
 * are the letters of "MySQL". Its body is a thin line drawing, so it gets a stroke of its own
 * colour to stand as heavy as the solid marks beside it.
 */
const glyphOnly: Record<string, { subpaths: number[]; viewBox: string; stroke: number }> = {
  MySQL: { subpaths: [0, -1], viewBox: "13.4 3.2 11 11", stroke: 0.75 },
};

const COORDINATE = /^[\s,]*(-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?)/;

/**
 * The subpaths of an SVG path, each starting with an absolute moveto. A relative `m` after a
 * `z` moves from the start of the subpath just closed, so only the movetos need resolving;
 * after an open subpath it would move from wherever that one ended, which this does not
 * follow: it refuses such a path (Docker's mark, say) rather than misplace a part.
 */
export function subpaths(path: string): string[] {
  let x = 0;
  let y = 0;
  return path.split(/(?=[Mm])/).map((part, index, parts) => {
    if (part[0] === "m" && index > 0 && !/z\s*$/i.test(parts[index - 1] ?? "")) {
      throw new Error(`a relative moveto after an open subpath: ${part.slice(0, 24)}`);
    }
    let rest = part.slice(1);
    const [dx, dy] = [0, 1].map(() => {
      const match = rest.match(COORDINATE);
      if (!match?.[1]) throw new Error(`not a moveto: ${part.slice(0, 24)}`);
      rest = rest.slice(match[0].length);
      return Number(match[1]);
    }) as [number, number];
    const relative = part[0] === "m";
    [x, y] = relative ? [x + dx, y + dy] : [dx, dy];
    // more pairs after a moveto's first are its implicit linetos, relative as the moveto was
    const lines = COORDINATE.test(rest) ? (relative ? "l" : "L") : "";
    return `M${round(x)} ${round(y)}${lines}${rest}`;
  });
}

const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** A technology's logo as a chip shows it: 16 px, the brand's colour, the glyph alone where a wordmark would be unreadable. */
export function TechLogo({ mark }: { mark: Mark }) {
  const crop = glyphOnly[mark.title];
  const fill = `#${mark.hex}`;
  if (!crop) {
    return (
      <svg viewBox="0 0 24 24" width="16" height="16">
        <path fill={fill} d={mark.path} />
      </svg>
    );
  }
  const parts = subpaths(mark.path);
  const d = crop.subpaths.map((index) => parts.at(index)).join("");
  return (
    <svg viewBox={crop.viewBox} width="16" height="16">
      <path fill={fill} stroke={fill} strokeWidth={crop.stroke} strokeLinejoin="round" d={d} />
    </svg>
  );
}
