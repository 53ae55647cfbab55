/**
 * Calendar months (`YYYY-MM`): the unit of allocations and capacity. Like calendar dates, a
 * month is a name, not an instant: it is read from its parts and counted in UTC, never through
 * the reader's time zone.
 */

/** `YYYY-MM` of a month that exists (years 1000–9999). */
export const CALENDAR_MONTH_PATTERN = '^[1-9]\\d{3}-(?:0[1-9]|1[0-2])$';

const CALENDAR_MONTH = new RegExp(CALENDAR_MONTH_PATTERN);

/** Whether `text` is a month written `YYYY-MM`. */
export const isCalendarMonth = (text: string): boolean => CALENDAR_MONTH.test(text);

const parts = (month: string) => month.split('-').map(Number) as [number, number];

/**
 * The month of a calendar date (`2026-03-31` → `2026-03`) or of an instant, in UTC (the
 * product's months begin and end at UTC midnight).
 */
export const monthOf = (date: string | Date): string =>
  (typeof date === 'string' ? date : date.toISOString()).slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`: 0 for the same month, negative when `to` is earlier. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return ty * 12 + tm - (fy * 12 + fm);
}

/** Every month from `from` to `to`, both included (none when `to` is before `from`). */
export function monthRange(from: string, to: string): string[] {
  const count = monthsBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addMonths(from, i));
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Mar 2026" (`long`: "March 2026"), the same in every time zone. */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  if (!isCalendarMonth(month)) return month;
  const [year, m] = parts(month);
  if (style === 'long') {
    return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  return `${MONTH_NAMES[m - 1]} ${year}`;
}
