// `npm run check:launch`: lists everything a launch refuses (scripts/launch-rules.ts), one a
// line, each `<file>: <field>` named as the editor shows it (scripts/editor-labels.ts), and exits non-zero while anything is left. A
// release build (RELEASE=1, or SITE_URL a public origin) stops on the same list before it
// renders a page; a development build prints it as a warning (integrations/astro-site-build.ts).
// This command also checks the server's settings (MAIL_TO, SCHEDULER_URL, and ANALYTICS_PROVIDER
// against the privacy notice's heading), which no build sees: run it with the environment you
// deploy with.
import { nonDisclosure, securityDocuments } from "#app/content/security-pack.ts";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { parse } from "yaml";
import { caseStudies } from "#app/content/case-studies.ts";
import { clients } from "#app/content/clients.ts";
import { contentDir, loadCollection } from "#app/content/load.ts";
import { team } from "#app/content/people.ts";
import { products } from "#app/content/products.ts";
import { settingsSchema } from "#app/content/schemas/settings.ts";
import { testimonialEntries } from "#app/content/testimonials.ts";
import { trust } from "#app/content/trust.ts";
import {
  formatProblems,
  launchProblems,
  type BuildEnv,
  type FigureLike,
  type LaunchContent,
} from "./launch-rules.ts";
import { serverProblems, type ServerEnv } from "./server-launch-rules.ts";
import { inEditorWords, type EditorForms } from "./editor-labels.ts";

/** A content file as the loader's errors name it: from the working directory when inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") ? path : inside;
}

/** Each figure of each entry, with its path in the file (`metrics.2`). */
function figuresOf<E extends { file: string }>(
  entries: readonly E[],
  key: string,
  list: (entry: E) => readonly FigureLike[],
): LaunchContent["figures"] {
  return entries.flatMap((entry) =>
    list(entry).map((figure, index) => ({ file: entry.file, field: `${key}.${index}`, figure })),
  );
}

/** Every text of a parsed YAML document, by its path (`head.share.subtitle`). */
function textsOf(file: string, value: unknown, path: string[] = []): LaunchContent["texts"] {
  if (typeof value === "string") return [{ file, field: path.join(".") || "(the file)", value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => textsOf(file, inner, [...path, key]));
  }
  return [];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A content file's data (its YAML, or a post's front matter), by its name as lines name it. */
function fileData(file: string): Record<string, unknown> | undefined {
  try {
    const source = readFileSync(resolve(file), "utf8");
    const data: unknown = parse(
      file.endsWith(".md") ? (FRONT_MATTER.exec(source)?.[1] ?? "") : source,
    );
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The editor's forms (keystatic.config.ts), loaded through Vite as the editor loads them (the
 * forms list some files with import.meta.glob): the words the lines are printed in.
 */
export async function loadEditorForms(): Promise<EditorForms> {
  const { module } = await runnerImport<{ default: EditorForms }>(resolve("keystatic.config.ts"), {
    configFile: false,
    logLevel: "error",
  });
  return module.default;
}

/** Each launch line in the editor's words ("Clients → Lakeside Health → Logo: …"). */
export const editorWords =
  (forms: EditorForms) =>
  (line: string): string =>
    inEditorWords(line, forms, fileData);

/** The words of every content file: YAML, and the published posts' front matter and body (code aside). */
function contentTexts(): LaunchContent["texts"] {
  const root = contentDir();
  const names = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort();
  return names.flatMap((name) => {
    const file = shown(join(root, name));
    const source = readFileSync(join(root, name), "utf8");
    if (!name.endsWith(".md")) return textsOf(file, parse(source));
    const parts = FRONT_MATTER.exec(source);
    const front = (parse(parts?.[1] ?? "") ?? {}) as Record<string, unknown>;
    if (front.draft === true) return []; // not on the site
    const body = (parts?.[2] ?? "").replace(/```[\s\S]*?```/g, "");
    return [...textsOf(file, front), { file, field: "body", value: body }];
  });
}

/** The content as it stands (CONTENT_DIR, else content/), as the site shows it. */
export function currentLaunchContent(): LaunchContent {
  const company = loadCollection("settings", settingsSchema, "company").find(
    (entry) => entry.slug === "company",
  )!;
  return {
    company,
    figures: [
      ...figuresOf(products, "metrics", (product) => product.metrics),
      ...figuresOf(caseStudies, "results", (study) => study.results),
    ],
    products,
    people: team,
    clients,
    testimonials: testimonialEntries,
    trust,
    documents: securityDocuments,
    nonDisclosure,
    texts: contentTexts(),
  };
}

/** The build's and the server's settings from `env`. */
export const settingsFrom = (env: NodeJS.ProcessEnv): BuildEnv & ServerEnv => ({
  SITE_URL: env.SITE_URL,
  RELEASE: env.RELEASE,
  MAIL_TO: env.MAIL_TO,
  SCHEDULER_URL: env.SCHEDULER_URL,
  ANALYTICS_PROVIDER: env.ANALYTICS_PROVIDER,
});

/** What `check:launch` prints: the release list, then the server's settings. */
export function launchReport(
  content: LaunchContent,
  env: BuildEnv & ServerEnv,
  words: (line: string) => string = (line) => line,
): { ok: boolean; text: string } {
  const release = launchProblems(content, env).map(words);
  const server = serverProblems(env, content.texts).map(words);
  const parts = [
    release.length === 0
      ? "Nothing a release build refuses."
      : `${release.length} problem(s) a release build refuses (docs/launch.md says how to fix each):\n${formatProblems(release)}`,
    server.length === 0
      ? "The server's settings are set."
      : `${server.length} problem(s) with the server's settings, where it runs:\n${formatProblems(server)}`,
  ];
  return { ok: release.length === 0 && server.length === 0, text: parts.join("\n") };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const words = editorWords(await loadEditorForms());
  const report = launchReport(currentLaunchContent(), settingsFrom(process.env), words);
  if (report.ok) console.log(report.text);
  else {
    console.error(report.text);
    process.exitCode = 1;
  }
}
