/**
 * How a date is written: "Jan 12, 2026", "January 12, 2026", "January 2026", or with the time
 * of day "Jan 12, 2026, 14:05 UTC".
 */
export type DateStyle = 'short' | 'long' | 'month' | 'time';

// In UTC, so a date reads the same for every reader, on the server and in tests.
const FORMATS: Record<DateStyle, Intl.DateTimeFormat> = {
  short: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }),
  long: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  month: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  time: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }),
};

/**
 * An ISO date or timestamp as the product writes it, in UTC: `short` "Jan 12, 2026" (lists,
 * cards), `long` "January 12, 2026" (sentences, reports), `month` "January 2026", `time`
 * "Jan 12, 2026, 14:05 UTC" (histories). A value that
 * is not a date is returned as it is.
 */
export function formatDate(iso: string, style: DateStyle = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return FORMATS[style].format(date);
}
