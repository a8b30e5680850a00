// An instant as the e-mails say it to a person: "28 November 2026, 10:05", in UTC, the one
// clock the team and a visitor anywhere share (the mails say "UTC" beside it).
const format = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** The instant's day and time in UTC, without the zone's name. */
export const utcWords = (ms: number | Date): string => format.format(ms);

/** The instant's day and time, followed by "UTC". */
export const utc = (ms: number): string => `${utcWords(ms)} UTC`;
