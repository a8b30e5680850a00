import { z } from "zod";
import { env, variableOf } from "./config-env.ts";
import { origin } from "./config-fields.ts";

// Branch previews (decision 0038): the folder the workflow publishes each branch's build into,
// and the origin whose sub-hosts serve them. Both, or neither (then no preview is served). An
// entry of config.ts's schema.

const fields = {
  /** holds one `<name>/client/` build per branch (the workflow's PREVIEW_PATH on this server) */
  dir: env("PREVIEW_DIR", z.string().optional()),
  /** https://preview.example.com: `<name>.preview.example.com` serves the branch `<name>` */
  origin: env("PREVIEW_ORIGIN", origin.transform((value) => new URL(value).origin).optional()),
};

/** The preview settings, or undefined when neither is set. */
export const previewSettings = z.object(fields).transform((v, context) => {
  if (v.dir === undefined && v.origin === undefined) return undefined;
  for (const key of ["dir", "origin"] as const) {
    if (v[key] !== undefined) continue;
    const other = variableOf(fields[key === "dir" ? "origin" : "dir"]);
    context.addIssue({
      code: "custom",
      path: [key],
      message: `required to serve branch previews (${other} is set); see docs/operations.md`,
    });
  }
  if (v.dir === undefined || v.origin === undefined) return undefined;
  const url = new URL(v.origin);
  return { dir: v.dir, origin: v.origin, protocol: url.protocol, host: url.host.toLowerCase() };
});

/** A host under PREVIEW_ORIGIN's is a preview's: neither the site nor the editor may be one. */
export function previewClashes(
  config: {
    preview?: { host: string; origin: string } | undefined;
    editor?: { origin: string; previewUrl?: string | undefined } | undefined;
    siteUrl?: string | undefined;
  },
  problem: (name: string, message: string) => void,
) {
  if (!config.preview) return;
  const { host } = config.preview;
  const clashes = (origin: string | undefined) => {
    const other = origin === undefined ? undefined : new URL(origin).host.toLowerCase();
    return other !== undefined && (other === host || other.endsWith(`.${host}`));
  };
  // the editor's origin holds the GitHub token cookie (decision 0026); a preview's page there
  // would share it
  if (clashes(config.editor?.origin)) {
    problem("PREVIEW_ORIGIN", "EDITOR_ORIGIN's host is it or under it: give previews their own");
  }
  if (clashes(config.siteUrl)) {
    problem("PREVIEW_ORIGIN", "SITE_URL's host is it or under it: give previews their own");
  }
  // the editor's Preview must lead to these previews: the origin, then the branch
  const previewUrl = config.editor?.previewUrl;
  const expected = `${config.preview.origin}/{branch}`;
  if (previewUrl !== undefined && !previewUrl.replace(/\/+$/, "").startsWith(expected)) {
    problem("EDITOR_PREVIEW_URL", `expected ${expected}, as PREVIEW_ORIGIN serves previews`);
  }
}
