// Reads a content collection (content/<collection>/*.yaml) the way Astro's collections do,
// through the same schemas, for code that runs outside Astro's content layer: the pages'
// shared modules, scripts and tests. An entry's slug is its file name; a bad file stops the
// build with its path and the field at fault.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";

/** Where the content lives: `content/` in the working directory, or CONTENT_DIR. */
export function contentDir(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

/** Lower-case letters and digits in words joined by single hyphens: safe in any URL. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class ContentError extends Error {
  override name = "ContentError";
}

/** Stops the build on any problem, each a line naming its file and field. */
export function failOn(problems: readonly string[]): void {
  if (problems.length > 0) {
    throw new ContentError(`The content has ${problems.length} problem(s):\n${problems.join("\n")}`);
  }
}

const YAML_ENTRY = /\.ya?ml$/;
const MARKDOWN_ENTRY = /\.md$/;
/** A Markdown file: YAML front matter between two `---` lines, then the body. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A file as an error names it: from the working directory when inside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") ? path : inside;
}

function issues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(the entry)";
    return `${file}: ${field}: ${issue.message}`;
  });
}

/** An entry as loaded: its data, its slug (the file name) and its file, as errors name it. */
export type Loaded<T> = T & { slug: string; file: string };

/**
 * Each entry read through `schema`, or through the schema `schema(slug)` gives for its file;
 * `only` reads the one entry of that slug (a folder of files with different shapes, settings/).
 */
export function loadCollection<S extends z.ZodType>(
  collection: string,
  schema: S | ((slug: string) => S),
  only?: string,
): Array<Loaded<z.output<S>>> {
  return loadEntries(collection, schema, YAML_ENTRY, (source) => ({ data: parse(source) }), only);
}

/**
 * A collection of Markdown files (e.g. content/posts/*.md): the front matter through the
 * schema, the Markdown itself as `body` (Astro renders it; this side only reads it).
 */
export function loadMarkdownCollection<S extends z.ZodType>(
  collection: string,
  schema: S,
): Array<Loaded<z.output<S>> & { body: string }> {
  return loadEntries(collection, schema, MARKDOWN_ENTRY, (source) => {
    const parts = FRONT_MATTER.exec(source);
    if (!parts) throw new Error("no front matter: start the file with a line ---, the fields, ---");
    return { data: parse(parts[1] ?? ""), body: parts[2] ?? "" };
  }) as Array<Loaded<z.output<S>> & { body: string }>;
}

function loadEntries<S extends z.ZodType>(
  collection: string,
  schema: S | ((slug: string) => S),
  entry: RegExp,
  read: (source: string) => { data: unknown; body?: string },
  only?: string,
): Array<Loaded<z.output<S>>> {
  const dir = join(contentDir(), collection);
  if (!existsSync(dir)) {
    throw new ContentError(`CONTENT_DIR: no folder ${dir} for the collection "${collection}"`);
  }
  const problems: string[] = [];
  const entries: Array<Loaded<z.output<S>>> = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(dir)
    .filter((file) => entry.test(file) && (only === undefined || file.replace(entry, "") === only))
    .sort()) {
    const file = shown(join(dir, name));
    const slug = name.replace(entry, "");
    if (!SLUG.test(slug)) {
      problems.push(
        `${file}: slug: the file name "${slug}" is the page's address: use lower-case letters, digits and single hyphens`,
      );
      continue;
    }
    const twin = seen.get(slug);
    if (twin) {
      problems.push(`${file}: slug: "${slug}" is also the address of ${twin}`);
      continue;
    }
    seen.set(slug, file);
    let source: { data: unknown; body?: string };
    try {
      source = read(readFileSync(join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${file}: (the file): ${(error as Error).message}`);
      continue;
    }
    const result = (typeof schema === "function" ? schema(slug) : schema).safeParse(source.data);
    if (result.success) {
      const body = source.body === undefined ? {} : { body: source.body };
      entries.push({ ...(result.data as object), ...body, slug, file } as Loaded<z.output<S>>);
    } else problems.push(...issues(file, result.error));
  }
  failOn(problems);
  return entries;
}

/**
 * Checks that every entry's cover picture (a path beside its file) is there: Astro stops on a
 * missing one too, but without naming the field.
 */
export function checkCoverFiles(
  entries: readonly { file: string; cover?: { image: string } | undefined }[],
): void {
  failOn(
    entries.flatMap((entry) =>
      entry.cover && !existsSync(resolve(dirname(entry.file), entry.cover.image))
        ? [`${entry.file}: cover.image: no file ${entry.cover.image} beside the entry`]
        : [],
    ),
  );
}

/**
 * Checks that every slug an entry names in `field` is one of `allowed(entry)`: a broken
 * cross-reference stops the build (Astro's own `reference()` only logs one).
 */
export function checkReferences<E extends { file: string }>(
  entries: readonly E[],
  field: string,
  named: (entry: E) => readonly string[],
  allowed: (entry: E) => readonly string[],
): void {
  const problems = entries.flatMap((entry) => {
    const targets = allowed(entry);
    return named(entry).flatMap((slug, index) =>
      targets.includes(slug)
        ? []
        : [`${entry.file}: ${field}.${index}: "${slug}" is not one of ${targets.join(", ")}`],
    );
  });
  failOn(problems);
}
