// What the editor (Keystatic, npm run edit) writes for each content file when it saves it
// unchanged: the file read as the editor reads it (its fields, in the form's order), then
// written as the editor writes it (Keystatic's own serialisation, then js-yaml's `dump` with
// no options, as @keystatic/core 0.6.9 calls it). A file already in that form changes only
// in the lines of the fields someone edits; `npm run format:content` (format-content.ts)
// puts every file in it, and content-yaml.test.ts keeps them so.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";

type Schema = Record<string, unknown>;
/** keystatic.config.ts's default export, as far as this file reads it */
export interface EditorConfig {
  collections?: Record<string, object>;
  singletons?: Record<string, object>;
}
type Format = { data?: "yaml" | "json"; contentField?: string };
/** One editor form and the files it writes: a collection (`content/jobs/*`) or a singleton. */
interface Form {
  name: string;
  /** the form's path as configured: `content/jobs/*` or `content/settings/company` */
  path: string;
  schema: Schema;
  format: Format;
  slugField?: string;
}

const require = createRequire(import.meta.url);
const core = dirname(require.resolve("@keystatic/core/package.json"));
const requireFromCore = createRequire(join(core, "package.json"));

/**
 * Keystatic's own parse and serialise (the editor's, not the reader's), which its public API
 * does not export: found through the import line of its UI bundle that names them. A Keystatic
 * upgrade that moves them fails here, by name, rather than comparing against a guess.
 */
async function keystaticInternals() {
  const ui = readFileSync(join(core, "dist", "keystatic-core-ui.js"), "utf8");
  for (const [, names, file] of ui.matchAll(/^import \{([^}]*)\} from '(\.\/[\w-]+\.js)';$/gm)) {
    const alias = (name: string) => new RegExp(`\\b(\\w+\\$?\\w*) as ${name}\\b`).exec(names!)?.[1];
    const [parse, serialize] = [alias("parseProps"), alias("serializeProps")];
    if (!parse || !serialize) continue;
    const chunk = (await import(join(core, "dist", file!))) as Record<string, unknown>;
    return {
      parseProps: chunk[parse] as ParseProps,
      serializeProps: chunk[serialize] as SerializeProps,
    };
  }
  throw new Error(
    "@keystatic/core's UI bundle no longer imports parseProps and serializeProps by name: " +
      "scripts/content-yaml.ts follows Keystatic 0.6.9's bundle; update it",
  );
}

interface Field {
  kind: string;
  formKind?: string;
  directory?: string;
  contentExtension?: string;
  filename?: (value: unknown, args: object) => string | undefined;
  parse: (value: unknown, args?: object) => unknown;
}
type ParseProps = (
  schema: object,
  value: unknown,
  path: readonly (string | number)[],
  pathWithSlugs: readonly (string | number)[],
  parseField: (
    schema: Field,
    value: unknown,
    path: readonly (string | number)[],
    pathWithSlugs: readonly (string | number)[],
  ) => unknown,
  validateArrayLength: boolean,
) => unknown;
type SerializeProps = (
  value: unknown,
  schema: object,
  slugField: string | undefined,
  slug: string | undefined,
  suggestFilenamePrefix: boolean,
) => { value: unknown; extraFiles: { path: string; contents: Uint8Array }[] };

const internals = await keystaticInternals();
// the same js-yaml the editor's bundle imports (@keystatic/core's dependency)
const { load, dump } = requireFromCore("js-yaml") as {
  load: (text: string) => unknown;
  dump: (value: unknown) => string;
};

/** Every form of the editor's configuration. */
export function forms(config: EditorConfig): Form[] {
  const all: Form[] = [];
  for (const [name, form] of Object.entries(config.collections ?? {})) {
    all.push({ name, ...(form as unknown as Omit<Form, "name">) });
  }
  for (const [name, form] of Object.entries(config.singletons ?? {})) {
    all.push({ name, ...(form as unknown as Omit<Form, "name">) });
  }
  return all.map((form) => ({ ...form, format: form.format ?? { data: "yaml" } }));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** The data file's extension: `.yaml`, or the content field's (`.md`) for front matter. */
function extension(form: Form): string {
  if (!form.format.contentField) return form.format.data === "json" ? ".json" : ".yaml";
  const field = form.schema[form.format.contentField] as Field;
  return field.contentExtension ?? ".mdoc";
}

/** A form's files under `root`, with the entry's slug (none for a singleton). */
export function filesOf(form: Form, root = process.cwd()): { file: string; slug?: string }[] {
  const ext = extension(form);
  if (!form.path.includes("*")) return [{ file: join(root, `${form.path}${ext}`) }];
  const dir = join(root, form.path.slice(0, form.path.indexOf("*")));
  return readdirSync(dir)
    .filter((name) => name.endsWith(ext) && statSync(join(dir, name)).isFile())
    .map((name) => ({ file: join(dir, name), slug: name.slice(0, -ext.length) }));
}

/**
 * The file as the editor would save it unchanged. Throws, naming the file, when the editor
 * could not open it.
 */
export function editorForm(form: Form, file: string, slug: string | undefined): string {
  const source = readFileSync(file, "utf8");
  const entryDir = slug === undefined ? dirname(file) : join(dirname(file), slug);
  let data = source;
  let body: string | undefined;
  if (form.format.contentField) {
    const parts = FRONT_MATTER.exec(source);
    data = parts?.[1] ?? "";
    body = parts ? parts[2] : source;
  }
  const rootSchema = { kind: "object", fields: form.schema };
  const read = (path: string) => {
    try {
      return new Uint8Array(readFileSync(path));
    } catch {
      return undefined;
    }
  };
  let state: unknown;
  try {
    state = internals.parseProps(
      rootSchema,
      load(data),
      [],
      [],
      (schema, value, path, withSlugs) => {
        if (path.length === 1 && path[0] === form.slugField) return schema.parse(value, { slug });
        if (schema.formKind === "asset") {
          const name = schema.filename?.(value, {
            suggestedFilenamePrefix: withSlugs.join("/"),
            slug,
          });
          const dir = schema.directory
            ? join(process.cwd(), schema.directory, slug ?? "")
            : entryDir;
          return schema.parse(value, { asset: name ? read(join(dir, name)) : undefined, slug });
        }
        if (schema.formKind === "content") {
          const content =
            body !== undefined && path.length === 1 && path[0] === form.format.contentField
              ? encoder.encode(body)
              : read(`${join(entryDir, withSlugs.join("/"))}${schema.contentExtension}`);
          return schema.parse(value, { content, other: new Map(), external: new Map(), slug });
        }
        if (schema.formKind === "assets")
          throw new Error("a multi-file field is not supported here");
        return schema.parse(value, undefined);
      },
      false,
    );
  } catch (error) {
    throw new Error(
      `${relative(process.cwd(), file)} does not open in the editor: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
  const { value, extraFiles } = internals.serializeProps(
    state,
    rootSchema,
    form.slugField,
    slug,
    true,
  );
  const yaml = form.format.data === "json" ? `${JSON.stringify(value, null, 2)}\n` : dump(value);
  if (!form.format.contentField) return yaml;
  const name = `${form.format.contentField}${extension(form)}`;
  const content = extraFiles.find((extra) => extra.path === name)?.contents;
  return `---\n${yaml}---\n${content ? decoder.decode(content) : ""}`;
}

/** Every content file of the editor's forms, with what the editor would write for it. */
export function contentFiles(config: EditorConfig, root = process.cwd()) {
  return forms(config).flatMap((form) =>
    filesOf(form, root).map(({ file, slug }) => ({
      file,
      form: form.name,
      current: () => readFileSync(file, "utf8"),
      expected: () => editorForm(form, file, slug),
    })),
  );
}
