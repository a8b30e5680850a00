// The day a build is made as of, read from `SITE_TODAY` (docs/configuration.md, "Build-time
// settings"): a job opening is open, or past its last day, as on this day. Unset, it is the
// real day in India; set, the build shows the site as it will be (or was) on that day, so the
// owner can preview a role closing, and the tests build the same site whatever the date they
// run on (tests/support/site-today.ts).
import { z } from "zod";

/** The day in India, where the roles are, `YYYY-MM-DD`: a role's last day ends there. */
export function todayInIndia(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}

// a day of the calendar: 2027-02-29 is refused rather than read as 1 March
const day = z.iso.date();

/** `SITE_TODAY` in `env` if set, else today in India; a bad value is an error naming it. */
export function siteToday(
  env: Record<string, string | undefined> = process.env,
  now = new Date(),
): string {
  const value = env.SITE_TODAY;
  const raw = value?.trim() ?? "";
  if (raw === "") return todayInIndia(now);
  if (day.safeParse(raw).success) return raw;
  throw new Error(
    `SITE_TODAY: expected a day of the calendar written YYYY-MM-DD, such as 2027-03-01; got "${value}"`,
  );
}
