import { DAY_MS, HOUR_MS, MINUTE_MS } from './durations';

/**
 * How a date is written: "Jan 12, 2026", "January 12, 2026", "January 2026", or with the time
 * of day "Jan 12, 2026, 14:05 UTC".
 */
export type DateStyle = 'short' | 'long' | 'month' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  time: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
};

// In UTC unless a zone is named, so a date reads the same for every reader, on the server and
// in tests.
const FORMATS = Object.fromEntries(
  Object.entries(OPTIONS).map(([style, options]) => [
    style,
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }),
  ]),
) as Record<DateStyle, Intl.DateTimeFormat>;

/**
 * An ISO date or timestamp as the product writes it, in UTC: `short` "Jan 12, 2026" (lists,
 * cards), `long` "January 12, 2026" (sentences, reports), `month` "January 2026", `time`
 * "Jan 12, 2026, 14:05 UTC" (histories); in `timeZone` where a page shows the viewer's own
 * (an incident's deadlines). A value that is not a date is returned as it is.
 */
export function formatDate(iso: string, style: DateStyle = 'short', timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = timeZone
    ? new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone })
    : FORMATS[style];
  return format.format(date);
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/**
 * How long ago a timestamp was, in the largest whole unit: "2 hours ago", "yesterday",
 * "just now" under a minute. A value that is not a date is returned as it is.
 */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const elapsed = now.getTime() - date.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return RELATIVE.format(-Math.trunc(elapsed / size), unit);
  }
  return 'just now';
}
