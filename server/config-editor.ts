import { z } from "zod";
import { env, variableOf } from "./config-env.ts";
import { int, origin } from "./config-fields.ts";

// The editor served on its own origin (decision 0026): its settings, all of them or none
// (then no editor is served). An entry of config.ts's schema.

const fields = {
  /** the editor's origin: its page, /api/keystatic and the OAuth callback are under it alone */
  origin: env("EDITOR_ORIGIN", origin.transform((value) => new URL(value).origin).optional()),
  /** the GitHub App's OAuth client */
  clientId: env("KEYSTATIC_GITHUB_CLIENT_ID", z.string().optional()),
  clientSecret: env("KEYSTATIC_GITHUB_CLIENT_SECRET", z.string().optional(), { secret: true }),
  /** encrypts the refresh-token cookie (at least 32 characters) */
  secret: env("KEYSTATIC_SECRET", z.string().optional(), { secret: true }),
  appSlug: env(
    "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/i, { error: "expected a GitHub App's slug" })
      .optional(),
  ),
  repo: env(
    "KEYSTATIC_GITHUB_REPO",
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, { error: "expected owner/name" })
      .transform((value) => {
        const [owner = "", name = ""] = value.split("/");
        return { owner, name };
      })
      .optional(),
  ),
  /** saves on a protected main go to branches named with this prefix */
  branchPrefix: env(
    "KEYSTATIC_BRANCH_PREFIX",
    z
      .string()
      .regex(/^[\w./-]+$/, { error: "expected letters, digits, - _ . /" })
      .optional(),
  ),
  /** sign-in requests (login, callback, refresh) per client per minute */
  signInRateMax: env("EDITOR_SIGNIN_RATE_MAX", int(1, 10_000, 20)),
  /** a branch's built preview, `{branch}` standing for the branch (decision 0032); unset = no Preview button */
  previewUrl: env(
    "EDITOR_PREVIEW_URL",
    z
      .string()
      .refine(
        (value) =>
          value.includes("{branch}") &&
          URL.canParse(value.replace("{branch}", "b")) &&
          ["https:", "http:"].includes(new URL(value.replace("{branch}", "b")).protocol),
        {
          error: "expected an address with {branch}, such as https://preview.example.com/{branch}",
        },
      )
      .optional(),
  ),
};

/** Needed to serve the editor: all of them, or none. */
const REQUIRED = ["origin", "clientId", "clientSecret", "secret", "appSlug", "repo"] as const;

/** The editor's settings, or undefined when none is set (no editor is served). */
export const editorSettings = z.object(fields).transform((v, context) => {
  const name = (key: keyof typeof fields) => variableOf(fields[key]);
  const given = REQUIRED.filter((key) => v[key] !== undefined);
  if (given.length === 0 && v.branchPrefix === undefined) return undefined;
  const setWith = [...given, ...(v.branchPrefix ? (["branchPrefix"] as const) : [])].map(name);
  const missing = REQUIRED.filter((key) => v[key] === undefined);
  for (const key of missing) {
    context.addIssue({
      code: "custom",
      path: [key],
      message: `required to serve the editor (set with ${setWith.join(", ")}); see docs/editor-setup.md`,
    });
  }
  if (v.secret !== undefined && v.secret.length < 32) {
    context.addIssue({
      code: "custom",
      path: ["secret"],
      message: "expected at least 32 characters",
    });
  }
  const { origin, clientId, clientSecret, secret, appSlug, repo } = v;
  if (!origin || !clientId || !clientSecret || !secret || !appSlug || !repo) return undefined;
  return {
    ...v,
    origin,
    clientId,
    clientSecret,
    secret,
    appSlug,
    repo,
    branchPrefix: v.branchPrefix ?? "content/",
  };
});
