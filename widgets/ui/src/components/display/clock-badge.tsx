import {
  INCIDENT_REGIME_LABELS,
  clockElapsed,
  nextIncidentDeadline,
  type IncidentClock,
  type Tone,
} from '@portfolio/contracts';
import { clockStanding, formatInstant, isClockOverdue } from '../../time/incident-time';
import { Badge, type BadgeSize } from './badge';

/** A clock's colour: red overdue or nine tenths gone, amber half gone or late, green met. */
export function clockTone(clock: IncidentClock, now: number): Tone {
  if (clock.state === 'overdue') return 'red';
  if (clock.state === 'met') return 'green';
  if (clock.state === 'late') return 'amber';
  if (clock.state === 'waiting') return 'neutral';
  const elapsed = clockElapsed(clock, new Date(now).toISOString());
  if (elapsed === null) return 'blue';
  return elapsed >= 0.9 ? 'red' : elapsed >= 0.5 ? 'amber' : 'blue';
}

export interface ClockBadgeProps {
  clock: IncidentClock;
  /** The instant the countdown reads (`useNow`). */
  now: number;
  size?: BadgeSize;
}

/** Where an incident's reporting clock stands, in its colour: "1 d 18 h left", "Overdue by 4 h". */
export function ClockBadge({ clock, now, size }: ClockBadgeProps) {
  const tone = clockTone(clock, now);
  return (
    <Badge $tone={tone} $size={size} data-tone={tone} data-clock-state={clock.state}>
      {clockStanding(clock, now)}
    </Badge>
  );
}

/** A clock by its regime and article: "GDPR Article 33(1)". */
export const clockName = (clock: IncidentClock) =>
  `${INCIDENT_REGIME_LABELS[clock.regime]} ${clock.article}`;

/** The next report an incident owes (its earliest open deadline), and whether it is overdue. */
export function nextReport(
  clocks: readonly IncidentClock[],
  now: number,
): { next: IncidentClock | null; overdue: boolean } {
  const next = nextIncidentDeadline(clocks);
  return { next, overdue: next !== null && isClockOverdue(next, now) };
}

/** The line under an incident's title: "Next: GDPR Article 33(1) · due Nov 30, 2026, 07:56 CET". */
export const nextReportLine = (clock: IncidentClock) =>
  `Next: ${clockName(clock)} · due ${formatInstant(clock.dueAt!)}`;
