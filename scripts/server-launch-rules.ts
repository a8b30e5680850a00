import { isExampleEmail, isExampleUrl, problem } from "./launch-rules.ts";

// The part of `npm run check:launch` no build sees: the server's own settings, where it runs.

/** The server's settings (not the build's): checked by `npm run check:launch` only. */
export interface ServerEnv {
  MAIL_TO?: string | undefined;
  SCHEDULER_URL?: string | undefined;
  ANALYTICS_PROVIDER?: string | undefined;
}

/** A content text, as check:launch reads them (`file`, `field` path, words). */
export interface ContentText {
  file: string;
  field: string;
  value: string;
}

/** The privacy notice's heading over what the site counts (content/pages/privacy.yaml). */
const TRACKING_HEADING = { file: /(^|\/)pages\/privacy\.ya?ml$/, field: "tracking.title" };
/** Words a heading may not say while the owner's analytics counts visits. */
const NO_COUNTING = /\bno (tracking|analytics)\b|\bnot? (track|count)/i;

/** Defaults that ship with the code (server/config.ts, docs/configuration.md). */
export const SHIPPED_DEFAULTS = {
  MAIL_TO: "info@example.com",
  SCHEDULER_URL: "https://calendly.com/example/30min",
} as const;

export function serverProblems(env: ServerEnv, texts: readonly ContentText[] = []): string[] {
  const found: string[] = [];
  const mailTo = env.MAIL_TO?.trim() || SHIPPED_DEFAULTS.MAIL_TO;
  if (isExampleEmail(mailTo)) {
    found.push(
      problem(
        "server environment",
        "MAIL_TO",
        `${mailTo} is an example inbox: the forms would deliver there`,
      ),
    );
  }
  const scheduler = env.SCHEDULER_URL?.trim() || SHIPPED_DEFAULTS.SCHEDULER_URL;
  if (isExampleUrl(scheduler)) {
    found.push(
      problem(
        "server environment",
        "SCHEDULER_URL",
        `${scheduler} is a placeholder booking page (Request a Demo)`,
      ),
    );
  }
  // the notice's sentence follows the setting (common/analytics-notice.ts); its heading is the
  // owner's words, which must not promise what the setting undoes
  const provider = env.ANALYTICS_PROVIDER?.trim();
  const heading = texts.find(
    (text) => TRACKING_HEADING.file.test(text.file) && text.field === TRACKING_HEADING.field,
  );
  if (provider && heading && NO_COUNTING.test(heading.value)) {
    found.push(
      problem(
        heading.file,
        heading.field,
        `"${heading.value}" while ANALYTICS_PROVIDER=${provider} counts visits: retitle it (the sentence under it already names the provider)`,
      ),
    );
  }
  return found;
}
