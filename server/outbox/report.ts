import { withoutTracking, type Attribution } from "#common/attribution.ts";
import type { EnquiryRow, MessageKind } from "./records.ts";

// `npm run outbox -- report` (issue 46 item 3, decision 0036): which pages, campaigns and sites
// bring enquiries, per ISO week, from the outbox. One enquiry per submission (its rows, one per
// destination, share the Message-ID), whatever became of its deliveries. What retention erased
// still counts, marked "(erased)"; what `erase --email` removed is gone from it too.

/** The dimensions of an enquiry the report counts by. */
export interface EnquiryFacts {
  /** ISO week of its receipt (UTC), e.g. 2026-W48 */
  week: string;
  form: string;
  landing: string;
  /** source / medium / campaign */
  campaign: string;
  referrer: string;
}

export const NOT_RECORDED = "(none)";
export const ERASED = "(erased)";

/** The ISO 8601 week of a moment (UTC): its Thursday's year, and the week's number in it. */
export function isoWeek(ms: number): string {
  const day = new Date(ms);
  const date = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The form as the team names it: the pack's request is a "document-request". */
const formName = (kind: MessageKind) => kind;

function factsOf(row: EnquiryRow): EnquiryFacts {
  const week = isoWeek(row.createdAt);
  const form = formName(row.kind);
  const a: Attribution | null = row.attribution;
  if (a === null) {
    return { week, form, landing: ERASED, campaign: ERASED, referrer: ERASED };
  }
  const tags = [a.utm_source, a.utm_medium, a.utm_campaign];
  return {
    week,
    form,
    // the landing page by its address without its tags: those are counted as the campaign
    landing: a.landing_page === undefined ? NOT_RECORDED : withoutTracking(a.landing_page),
    campaign: tags.some(Boolean) ? tags.map((tag) => tag ?? "(not set)").join(" / ") : NOT_RECORDED,
    referrer: a.referrer_host ?? NOT_RECORDED,
  };
}

/** One per submission: its first row's facts (every row of it carries the same). */
export function enquiryFacts(rows: readonly EnquiryRow[]): EnquiryFacts[] {
  const seen = new Map<string, EnquiryFacts>();
  for (const row of rows) {
    // an erased row of a submission whose other row is not yet erased: the kept one tells more
    const known = seen.get(row.messageId);
    if (known === undefined || (known.landing === ERASED && row.attribution !== null)) {
      seen.set(row.messageId, factsOf(row));
    }
  }
  return [...seen.values()];
}

export type Dimension = Exclude<keyof EnquiryFacts, "week">;
export const DIMENSIONS: ReadonlyArray<{ key: Dimension; label: string }> = [
  { key: "form", label: "Form" },
  { key: "landing", label: "Landing page" },
  { key: "campaign", label: "Source / medium / campaign" },
  { key: "referrer", label: "Referring site" },
];

export interface WeekReport {
  week: string;
  total: number;
  /** per dimension: each value and its count, most first (then by name) */
  by: Record<Dimension, Array<[string, number]>>;
}

const ranked = (counts: Map<string, number>) =>
  [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

/** Per week (oldest first): the total, and the counts by each dimension. */
export function weeklyReport(facts: readonly EnquiryFacts[]): WeekReport[] {
  const weeks = new Map<string, EnquiryFacts[]>();
  for (const fact of facts) weeks.set(fact.week, [...(weeks.get(fact.week) ?? []), fact]);
  return [...weeks.keys()].sort().map((week) => {
    const list = weeks.get(week) ?? [];
    const by = {} as WeekReport["by"];
    for (const { key } of DIMENSIONS) {
      const counts = new Map<string, number>();
      for (const fact of list) counts.set(fact[key], (counts.get(fact[key]) ?? 0) + 1);
      by[key] = ranked(counts);
    }
    return { week, total: list.length, by };
  });
}

/** The report as text: a block per week, a line per dimension. */
export function reportText(facts: readonly EnquiryFacts[], heading: string): string {
  const weeks = weeklyReport(facts);
  if (weeks.length === 0) return `${heading}\n\nNo enquiries.`;
  const width = Math.max(...DIMENSIONS.map(({ label }) => label.length)) + 2;
  const blocks = weeks.map(({ week, total, by }) =>
    [
      `${week}: ${total} enquir${total === 1 ? "y" : "ies"}`,
      ...DIMENSIONS.map(
        ({ key, label }) =>
          `  ${`${label}:`.padEnd(width)}${by[key].map(([value, n]) => `${value} ${n}`).join(", ")}`,
      ),
    ].join("\n"),
  );
  return [heading, ...blocks, `Total: ${facts.length}`].join("\n\n");
}

const CSV_COLUMNS = [
  "week",
  "form",
  "landing_page",
  "source_medium_campaign",
  "referrer_host",
  "enquiries",
] as const;

/**
 * A visitor's text as one CSV cell: quoted when it must be, and never read as a formula by a
 * spreadsheet (a leading =, +, -, @ or tab gets a quote mark first, as OWASP advises).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV: a row per week and combination of the dimensions, with its count. */
export function reportCsv(facts: readonly EnquiryFacts[]): string {
  const counts = new Map<string, number>();
  const rows = new Map<string, EnquiryFacts>();
  for (const fact of facts) {
    const key = JSON.stringify([fact.week, fact.form, fact.landing, fact.campaign, fact.referrer]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    rows.set(key, fact);
  }
  const lines = [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, fact]) =>
      [fact.week, fact.form, fact.landing, fact.campaign, fact.referrer, counts.get(key) ?? 0]
        .map(csvCell)
        .join(","),
    );
  return `${[CSV_COLUMNS.join(","), ...lines].join("\r\n")}\r\n`;
}

/** `--since`: a number of days (`30d`) or weeks (`8w`), or a day (`2026-11-01`, UTC). */
export function sinceOf(value: string, now: number): number | undefined {
  const relative = /^(\d{1,4})([dw])$/.exec(value.trim());
  if (relative) return now - Number(relative[1]) * (relative[2] === "w" ? 7 : 1) * 86_400_000;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const day = Date.parse(`${value.trim()}T00:00:00Z`);
    return Number.isNaN(day) ? undefined : day;
  }
  return undefined;
}
