import { DAY_MS, formatDate, HOUR_MS, MINUTE_MS, type IncidentClock } from '@portfolio/contracts';

/** The viewer's IANA time zone, the calendar an incident's days and months are counted in. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * An instant in the viewer's own time zone, with the zone's name: "Nov 30, 2026, 07:56 CET".
 * `timeZone` only for tests and stories, which must read the same everywhere.
 */
export const formatInstant = (iso: string, timeZone: string = viewerTimeZone()): string =>
  formatDate(iso, 'time', timeZone);

/** A span in its two largest units: "2 d 4 h", "3 h 12 min", "45 min", "under a minute". */
export function formatSpan(ms: number): string {
  const span = Math.abs(ms);
  if (span < MINUTE_MS) return 'under a minute';
  const days = Math.floor(span / DAY_MS);
  const hours = Math.floor((span % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((span % HOUR_MS) / MINUTE_MS);
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
      return isClockOverdue(clock, now)
        ? `Overdue by ${formatSpan(now - Date.parse(clock.dueAt))}`
        : `${formatSpan(Date.parse(clock.dueAt) - now)} left`;
  }
}

/**
 * Whether a clock's deadline has passed unmet: as the BFF last said, or since (a countdown keeps
 * ticking between two reads).
 */
export const isClockOverdue = (clock: IncidentClock, now: number): boolean =>
  clock.state === 'overdue' ||
  (clock.state === 'running' && clock.dueAt !== null && Date.parse(clock.dueAt) < now);
