import { printable } from "./escape.ts";
import type { Outbox } from "./records.ts";
import { enquiryFacts, reportCsv, reportText, sinceOf } from "./report.ts";

// `npm run outbox -- report [--since 30d] [--csv]` (decision 0036): the report of where
// enquiries came from, read from the outbox the CLI opened; the text for a terminal, the CSV
// (one row per week and combination, with its count) for a spreadsheet.

export const REPORT_USAGE = `  npm run outbox -- report [--since 30d] [--csv]
                                          enquiries per ISO week (UTC) by form, landing
                                          page, source / medium / campaign and referring
                                          site, one per submission; --since: days (30d),
                                          weeks (8w) or a day (2026-11-01); --csv: as CSV`;

export const DEFAULT_SINCE = "30d";

/** Parses `--since` or says why not (the CLI prints it with the usage). */
export function reportSince(value: string | undefined, now: number): number | string {
  const since = sinceOf(value ?? DEFAULT_SINCE, now);
  return since ?? `Not a period: ${printable(value ?? "")} (e.g. 30d, 8w or 2026-11-01)`;
}

export async function printReport(store: Outbox, since: number, csv: boolean): Promise<number> {
  const facts = enquiryFacts(await store.enquiries(since));
  if (csv) {
    process.stdout.write(reportCsv(facts));
    return 0;
  }
  const day = new Date(since).toISOString().slice(0, 10);
  const heading = `Enquiries received since ${day} (UTC), one per submission, by ISO week`;
  // a visitor's values never drive the operator's terminal
  const shown = facts.map((fact) => ({
    ...fact,
    landing: printable(fact.landing),
    campaign: printable(fact.campaign),
    referrer: printable(fact.referrer),
  }));
  console.log(reportText(shown, heading));
  return 0;
}
