import { formatDate, type DateStyle } from './format-date';
import { DAY_MS } from './durations';

/**
 * Calendar dates (`YYYY-MM-DD`): a project's start and target, a milestone's due date. A calendar
 * date names a day, not an instant, so it is never read through `new Date(text)` in the reader's
 * time zone: it is split into its parts and handled in UTC, where every day is 24 hours long and
 * the same for every reader.
 */

/**
 * `YYYY-MM-DD` of a day that exists (years 1000–9999; February 29 only in leap years): one
 * pattern for the BFF's Ajv, the forms' TypeBox checks and the OpenAPI document alike.
 */
export const CALENDAR_DATE_PATTERN =
  '^(?:[1-9]\\d{3}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:[1-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[13579][26])00)-02-29)$';

const CALENDAR_DATE = new RegExp(CALENDAR_DATE_PATTERN);

/** Whether `text` is a calendar date that exists, written `YYYY-MM-DD`. */
export const isCalendarDate = (text: string): boolean => CALENDAR_DATE.test(text);

/** Days since 1970-01-01 of a calendar date, counted in UTC (no daylight saving). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The calendar date of an instant, in UTC: the day the risk rules and progress read as "today",
 * one day for every reader and server whatever their time zone.
 */
export const calendarDateOf = (instant: Date | string): string =>
  (typeof instant === 'string' ? new Date(instant) : instant).toISOString().slice(0, 10);

/** Whole days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A calendar date as the product writes dates ("Jan 12, 2026"), the same day in every time
 * zone. Anything that is not a calendar date is returned as it is.
 */
export function formatCalendarDate(date: string, style: Exclude<DateStyle, 'time'> = 'short') {
  if (!isCalendarDate(date)) return date;
  return formatDate(new Date(dayNumber(date) * DAY_MS).toISOString(), style);
}

/** The sentence for a target before its start, as the forms and the BFF both say it. */
export const TARGET_BEFORE_START_MESSAGE = 'Target date must be on or after the start date';

/** The message for dates out of order, or undefined when they are fine (or either is missing). */
export function dateOrderProblem(
  startDate: string | null | undefined,
  targetDate: string | null | undefined,
): string | undefined {
  if (!startDate || !targetDate) return undefined;
  return targetDate < startDate ? TARGET_BEFORE_START_MESSAGE : undefined;
}

/** The reader's own date today (their clock, their time zone), as a calendar date. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
