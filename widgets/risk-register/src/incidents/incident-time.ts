import { useEffect, useState } from 'react';
import { formatDate, type IncidentClock } from '@portfolio/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * An instant in the viewer's own time zone, with the zone's name: "Nov 30, 2026, 07:56 CET".
 * `timeZone` only for tests and stories, which must read the same everywhere.
 */
export const formatInstant = (iso: string, timeZone: string = viewerTimeZone()): string =>
  formatDate(iso, 'time', timeZone);

/** A span in its two largest units: "2 d 4 h", "3 h 12 min", "45 min", "under a minute". */
export function formatSpan(ms: number): string {
  const span = Math.abs(ms);
  if (span < MINUTE) return 'under a minute';
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  const minutes = Math.floor((span % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}

/** Where a clock stands for a person, in words: "2 d 4 h left", "Overdue by 3 h", "Submitted". */
export function clockStanding(clock: IncidentClock, now: number): string {
  switch (clock.state) {
    case 'met':
      return 'Submitted in time';
    case 'late':
      return 'Submitted late';
    case 'waiting':
      return 'Starts with the earlier report';
    default:
      if (clock.dueAt === null) return 'No fixed deadline: act without undue delay';
      return clock.state === 'overdue' || Date.parse(clock.dueAt) < now
        ? `Overdue by ${formatSpan(now - Date.parse(clock.dueAt))}`
        : `${formatSpan(Date.parse(clock.dueAt) - now)} left`;
  }
}

/** Now, moving on every `everyMs` (a countdown's tick). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the viewer's zone: `2026-11-28T14:05`. */
export function toLocalInput(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's zone) as the instant the contract asks for; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The viewer's IANA time zone, the calendar an incident's days and months are counted in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
