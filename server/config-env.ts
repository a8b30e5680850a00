import { z } from "zod";

// How the settings' one schema (config.ts) is read from the environment. A setting is one
// entry: `key: env("VARIABLE", schema)`, nested in groups (`http: z.object({ … })`), so the
// schema says at once which variable a value comes from, how it is checked and converted, and
// where it lands in `Config`, whose type is inferred from it. From the same entries come the
// list of variable names (docs/configuration.md lists exactly these, tested), the input read
// from the environment, and the variable each problem is reported under.

interface Variable {
  name: string;
  /** never echoed in an error */
  secret: boolean;
}

const variables = z.registry<Variable>();

/** The setting read from environment variable `name` (trimmed; unset or blank = `schema`'s default). */
export function env<T extends z.ZodType>(name: string, schema: T, { secret = false } = {}): T {
  // a copy: the kinds in config-fields.ts are shared, and one schema names one variable
  const copy = schema.clone();
  variables.add(copy, { name, secret });
  return copy;
}

/** The variable a setting's schema reads (its entry must have been made with `env`). */
export function variableOf(schema: z.ZodType): string {
  const variable = variables.get(schema);
  if (!variable) throw new Error("this setting was not declared with env()");
  return variable.name;
}

interface Leaf extends Variable {
  path: readonly string[];
}

/** Every setting under `schema`, in order: a group is a z.object (a transform over it allowed). */
export function leavesOf(schema: z.ZodType, path: readonly string[] = []): Leaf[] {
  const variable = variables.get(schema);
  if (variable) return [{ ...variable, path }];
  const group =
    schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject ? schema.in : schema;
  if (!(group instanceof z.ZodObject)) {
    throw new Error(`setting "${path.join(".")}" names no variable: declare it with env()`);
  }
  return Object.entries(group.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    leavesOf(child, [...path, key]),
  );
}

/** A problem with a variable: its name and what is wrong. */
export interface Issue {
  name: string;
  message: string;
}

export type Env = Record<string, string | undefined>;

/** The raw text of every variable the leaves name, blank = unset, values trimmed. */
export function rawValues(names: Iterable<string>, environment: Env): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of names) {
    const value = environment[name]?.trim();
    if (value) input[name] = value;
  }
  return input;
}

/**
 * Parses `schema` from the variables' raw text; the issues name the variable of the setting
 * they concern (a group's own check names its setting by the issue's path).
 */
export function parseSettings<T extends z.ZodType>(
  schema: T,
  input: Record<string, string>,
): { value: z.output<T>; issues: Issue[] } {
  const leaves = leavesOf(schema);
  const nested: Record<string, unknown> = {};
  for (const { name, path } of leaves) {
    let group = nested;
    for (const key of path.slice(0, -1)) group = (group[key] ??= {}) as Record<string, unknown>;
    if (input[name] !== undefined) group[path.at(-1)!] = input[name];
  }
  const parsed = schema.safeParse(nested);
  if (parsed.success) return { value: present(parsed.data, leaves), issues: [] };
  const issues = parsed.error.issues.map((issue) => {
    const at = issue.path.join(".");
    const leaf = leaves.find(
      ({ path }) => at === path.join(".") || at.startsWith(`${path.join(".")}.`),
    );
    return { name: leaf?.name ?? at, message: issue.message };
  });
  return { value: undefined as z.output<T>, issues };
}

/** Every setting's key is there, `undefined` when unset (zod leaves an unset optional key out). */
function present<T>(value: T, leaves: readonly Leaf[]): T {
  for (const { path } of leaves) {
    let group = value as Record<string, unknown> | undefined;
    for (const key of path.slice(0, -1))
      group = group?.[key] as Record<string, unknown> | undefined;
    const key = path.at(-1)!;
    if (group && typeof group === "object" && !(key in group)) group[key] = undefined;
  }
  return value;
}
