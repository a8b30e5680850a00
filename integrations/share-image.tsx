// Draws a page's share image (1200×630 PNG, the Open Graph picture) from its words and the
// brand's art with satori (layout to SVG) and resvg (SVG to PNG), at build time. Drawn images
// are kept in node_modules/.cache/og/ by a hash of everything that shapes them (words, this
// file, the fonts, the libraries), so a build redraws only the images that changed.
import { Resvg } from "@resvg/resvg-js";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori, { type SatoriOptions } from "satori";

export interface ShareImageText {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** the brand's name, drawn beside the logo */
  brand: string;
  /** the line in the bottom corner */
  footer: string;
}

export const WIDTH = 1200;
export const HEIGHT = 630;

const root = process.cwd();
const require = createRequire(join(root, "package.json"));
const fontDir = join(dirname(require.resolve("@fontsource/inter/LICENSE")), "files");
const FONT_WEIGHTS = [500, 700, 800] as const;

let fonts: SatoriOptions["fonts"] | undefined;
function loadFonts(): SatoriOptions["fonts"] {
  fonts ??= FONT_WEIGHTS.map((weight) => ({
    name: "Inter",
    weight,
    style: "normal" as const,
    data: readFileSync(join(fontDir, `inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

const INK = "#0b1b33";
const BRAND = "#4338ca";
const TEAL = "#0d9488";

// The logo mark (public/favicon.svg) and, on the right, the hero's neural mesh turning into an
// ECG trace: care + AI, the company's story.
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M9 22V10l14 12V10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const nodes = [
  [168, 150],
  [262, 108],
  [370, 142],
  [432, 232],
  [398, 350],
  [286, 398],
  [176, 356],
  [128, 254],
  [280, 250],
] as const;
// prettier-ignore
const edges = [
  [0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0],
  [8, 0], [8, 2], [8, 4], [8, 6], [1, 8], [3, 8],
] as const;

function artSvg(): string {
  const lines = edges
    .map(([a, b]) => {
      const [x1, y1] = nodes[a];
      const [x2, y2] = nodes[b];
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
    })
    .join("");
  const dots = nodes
    .map(([x, y], index) =>
      index === 8
        ? `<circle cx="${x}" cy="${y}" r="18" fill="url(#l)"/><circle cx="${x}" cy="${y}" r="7" fill="#fff"/>`
        : `<circle cx="${x}" cy="${y}" r="9" fill="${INK}" stroke="url(#l)" stroke-width="4"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 500" width="560" height="500"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#818cf8"/><stop offset="1" stop-color="#2dd4bf"/></linearGradient></defs><circle cx="280" cy="252" r="214" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/><circle cx="280" cy="252" r="160" fill="#ffffff" fill-opacity="0.04"/><g stroke="url(#l)" stroke-opacity="0.55" stroke-width="3">${lines}</g>${dots}<path d="M150 470H260l22-44 26 88 30-132 24 88h200" fill="none" stroke="url(#l)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

function titleSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 40) return 66;
  return 56;
}

function layout(text: ShareImageText) {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: "flex",
        position: "relative",
        backgroundColor: INK,
        backgroundImage: `linear-gradient(180deg, ${INK} 0%, #12204f 100%)`,
        fontFamily: "Inter",
        color: "#ffffff",
      }}
    >
      <img
        src={dataUri(artSvg())}
        width={560}
        height={500}
        style={{ position: "absolute", right: -20, top: 50, opacity: 0.9 }}
      />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flexGrow: 1,
          padding: "60px 72px 56px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={dataUri(LOGO)} width={60} height={60} />
          <div style={{ fontSize: 40, fontWeight: 800, letterSpacing: -1 }}>{text.brand}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", maxWidth: 740 }}>
          <div
            style={{
              display: "flex",
              fontSize: 24,
              fontWeight: 700,
              color: "#5eead4",
              textTransform: "uppercase",
              letterSpacing: 2,
              marginBottom: 20,
            }}
          >
            {text.eyebrow}
          </div>
          <div
            style={{
              fontSize: titleSize(text.title),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1.5,
            }}
          >
            {text.title}
          </div>
          <div
            style={{
              fontSize: 28,
              fontWeight: 500,
              color: "#cbd5e1",
              marginTop: 26,
              lineHeight: 1.35,
            }}
          >
            {text.subtitle}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            gap: 16,
            fontSize: 24,
            fontWeight: 500,
            color: "#a5b4fc",
          }}
        >
          <div style={{ width: 56, height: 6, borderRadius: 3, backgroundColor: "#2dd4bf" }} />
          <div style={{ maxWidth: 640 }}>{text.footer}</div>
        </div>
      </div>
    </div>
  );
}

export async function drawShareImage(text: ShareImageText): Promise<Buffer> {
  const svg = await satori(layout(text), { width: WIDTH, height: HEIGHT, fonts: loadFonts() });
  return new Resvg(svg, {
    fitTo: { mode: "width", value: WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}

const cacheDir = join(root, "node_modules", ".cache", "og");

function versionOf(name: string): string {
  return (
    JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }
  ).version;
}

let recipe: string | undefined;
/** What shapes every image besides its words: this file, the fonts' and libraries' versions. */
function drawingRecipe(): string {
  recipe ??= [
    readFileSync(join(root, "integrations", "share-image.tsx"), "utf8"),
    versionOf("satori"),
    versionOf("@resvg/resvg-js"),
    readFileSync(join(fontDir, "..", "package.json"), "utf8"),
  ].join("\n");
  return recipe;
}

export function shareImageHash(text: ShareImageText): string {
  return createHash("sha256")
    .update(drawingRecipe())
    .update(JSON.stringify(text))
    .digest("hex")
    .slice(0, 32);
}

/** The image for `text`, from the cache when nothing that shapes it has changed. */
export async function shareImage(text: ShareImageText): Promise<Buffer> {
  const file = join(cacheDir, `${shareImageHash(text)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = await drawShareImage(text);
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, png);
  renameSync(temporary, file);
  return png;
}
