import { isExampleEmail, isExampleUrl, problem } from "./launch-rules.ts";

// The part of `npm run check:launch` no build sees: the server's own settings, where it runs.

/** The server's settings (not the build's): checked by `npm run check:launch` only. */
export interface ServerEnv {
  MAIL_TO?: string | undefined;
  SCHEDULER_URL?: string | undefined;
}

/** Defaults that ship with the code (server/config.ts, docs/configuration.md). */
export const SHIPPED_DEFAULTS = {
  MAIL_TO: "info@example.com",
  SCHEDULER_URL: "https://calendly.com/example/30min",
} as const;

export function serverProblems(env: ServerEnv): string[] {
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
  return found;
}
