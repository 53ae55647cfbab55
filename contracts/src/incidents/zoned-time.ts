import { HOUR_MS } from '../time/durations';

/**
 * Calendar arithmetic in a time zone: "15 days" or "one month" after an instant ends at the same
 * time of day on the local calendar, so a period that crosses a daylight-saving change is an
 * hour longer or shorter than its count of 24-hour days. Hours are exact durations.
 */

/** A reporting window: hours are elapsed time, days and months are counted on the calendar. */
export type IncidentWindow = { hours: number } | { days: number } | { months: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function wallClockOf(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    ms: ((instant % 1000) + 1000) % 1000,
  };
}

const asUtc = (w: WallClock) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);

/** The zone's offset from UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) =>
  asUtc(wallClockOf(instant, timeZone)) - instant;

/**
 * The instant a wall-clock time has in `timeZone`. A time the zone skips (the hour clocks jump
 * forward) moves forward by the gap; a time it shows twice (clocks go back) is its first, earlier
 * occurrence — the stricter reading of a deadline.
 */
function instantOf(wall: WallClock, timeZone: string): number {
  const local = asUtc(wall);
  const candidates = new Set<number>();
  for (const probe of [local - 14 * HOUR_MS, local, local + 14 * HOUR_MS]) {
    candidates.add(local - offsetAt(probe, timeZone));
  }
  const exact = [...candidates]
    .filter((instant) => asUtc(wallClockOf(instant, timeZone)) === local)
    .sort((a, b) => a - b);
  if (exact.length > 0) return exact[0]!;
  // In a gap: the offset before it puts the time after the jump.
  return local - offsetAt(local - 14 * HOUR_MS, timeZone);
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The instant `window` after `from` (an ISO timestamp), counted in `timeZone`: hours as elapsed
 * time; days and months on the local calendar at the same time of day (a month from January 31
 * ends on the last day of February). Returns an ISO timestamp in UTC.
 */
export function addWindow(from: string, window: IncidentWindow, timeZone: string): string {
  const start = Date.parse(from);
  if ('hours' in window) return new Date(start + window.hours * HOUR_MS).toISOString();
  const wall = wallClockOf(start, timeZone);
  if ('days' in window) {
    const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + window.days));
    const moved = {
      ...wall,
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    return new Date(instantOf(moved, timeZone)).toISOString();
  }
  const monthIndex = wall.year * 12 + (wall.month - 1) + window.months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const moved = { ...wall, year, month, day: Math.min(wall.day, daysInMonth(year, month)) };
  return new Date(instantOf(moved, timeZone)).toISOString();
}
