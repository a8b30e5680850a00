// /documents/<slug>.pdf: a public document of the security-review pack, the PDF uploaded beside
// its entry (content/documents/<slug>/), copied into the build as it is. Restricted documents
// are never here: the server serves them from DOCUMENTS_DIR after approval (decision 0029).
import { readFileSync } from "node:fs";
import type { APIRoute, GetStaticPaths } from "astro";
import { publicDocumentFiles } from "#app/content/security-pack.ts";

export const getStaticPaths = (() =>
  publicDocumentFiles.map(({ slug, path }) => ({
    params: { document: slug },
    props: { path },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(readFileSync((props as { path: string }).path), {
    headers: { "Content-Type": "application/pdf" },
  });
