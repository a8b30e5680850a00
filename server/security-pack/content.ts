import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import {
  NON_DISCLOSURE_FILE,
  nonDisclosureSchema,
  type NonDisclosure,
} from "#common/schemas/non-disclosure.ts";
import {
  DOCUMENTS_FOLDER,
  securityDocumentSchema,
  type SecurityDocument,
} from "#common/schemas/security-document.ts";
import type { Problem } from "../destinations/destination.ts";

// What the pack serves, read at start from the owner's content (CONTENT_DIR), as the
// acknowledgement reads its words: the restricted documents (a visitor may request them; an
// approved link downloads their file from DOCUMENTS_DIR), the non-disclosure version in force
// (recorded with each request; a request that accepted another is refused), and the
// accelerators' slugs (what "accelerators of interest" may name). A change takes a restart.

export interface RestrictedDocument extends SecurityDocument {
  slug: string;
}

export interface PackContent {
  documents: ReadonlyMap<string, RestrictedDocument>;
  nda: NonDisclosure;
  accelerators: ReadonlySet<string>;
}

const shown = (path: string) => {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") ? path : inside;
};

function readYaml(path: string, problem: Problem): unknown {
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    problem("CONTENT_DIR", `${shown(path)}: ${(error as Error).message}`);
    return undefined;
  }
}

const slugsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => name.slice(0, -".yaml".length))
        .sort()
    : [];

/** The pack's content, or undefined after reporting each problem (naming CONTENT_DIR). */
export function readPackContent(contentDir: string, problem: Problem): PackContent | undefined {
  let ok = true;
  const report: Problem = (variable, message) => {
    ok = false;
    problem(variable, message);
  };
  const documents = new Map<string, RestrictedDocument>();
  const folder = join(contentDir, DOCUMENTS_FOLDER);
  for (const slug of slugsIn(folder)) {
    const path = join(folder, `${slug}.yaml`);
    const parsed = securityDocumentSchema.safeParse(readYaml(path, report));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        report(
          "CONTENT_DIR",
          `${shown(path)}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`,
        );
      }
      continue;
    }
    if (parsed.data.access === "restricted") documents.set(slug, { ...parsed.data, slug });
  }
  const ndaPath = join(contentDir, NON_DISCLOSURE_FILE);
  let nda: NonDisclosure | undefined;
  if (!existsSync(ndaPath)) {
    report("CONTENT_DIR", `no file ${shown(ndaPath)}: the non-disclosure terms are read from it`);
  } else {
    const parsed = nonDisclosureSchema.safeParse(readYaml(ndaPath, report));
    if (parsed.success) nda = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        report(
          "CONTENT_DIR",
          `${shown(ndaPath)}: ${issue.path.join(".") || "(the file)"}: ${issue.message}`,
        );
      }
    }
  }
  if (!ok || !nda) return undefined;
  return { documents, nda, accelerators: new Set(slugsIn(join(contentDir, "products"))) };
}
