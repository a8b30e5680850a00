/**
 * The one date format visitors read: "27 October 2026" (en-GB, day month year).
 * A content date is a calendar day (YYYY-MM-DD) with no time zone, so it is read and
 * written in UTC: the day printed is the day written, wherever the build runs.
 * Show it inside <time datetime="YYYY-MM-DD"> so machines read the ISO day.
 */
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (
    !isoDayPattern.test(isoDay) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== isoDay
  ) {
    throw new Error(`formatDate: not a calendar day (YYYY-MM-DD): ${JSON.stringify(isoDay)}`);
  }
  return dayFormat.format(date);
}
