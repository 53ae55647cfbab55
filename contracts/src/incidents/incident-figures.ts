import type { IncidentClock, IncidentStatus, IncidentTimelineKind } from './incidents';
import { HOUR_MS } from '../time/durations';

/**
 * The incident register's figures of a project, as the report builder shows them (the columns
 * Incidents, Open Incidents, Hours to Contain and Reports on Time). The mocks compute them here;
 * the BFF computes the same in SQL (`report-sql.ts`), and its tests hold the two together.
 */

/** What the figures read of one incident. */
export interface IncidentFigureInput {
  status: IncidentStatus;
  awareAt: string;
  timeline: ReadonlyArray<{ kind: IncidentTimelineKind; at: string }>;
  clocks: readonly IncidentClock[];
}

export interface IncidentFigures {
  /** Every incident of the project, closed ones included. */
  incidents: number;
  /** Those not closed. */
  openIncidents: number;
  /**
   * The average hours from awareness to containment, to hundredths. Contained means the
   * earliest timeline entry of kind `contained`: it says when it happened, while the status
   * `contained` has no instant of its own (its history holds when someone set it, not when the
   * incident was contained). An incident without such an entry is left out; null when none has one.
   */
  hoursToContain: number | null;
  /**
   * The share in % (to tenths) of the reported clocks with a deadline that were met: a clock's
   * first report in force decides, as its state `met` or `late` does (later updates and the
   * complete report after an initial one are not judged again). Clocks the law gives no figure
   * ("immediately", "without undue delay") cannot be judged by one and are left out; null when
   * no clock with a deadline has a report.
   */
  reportsOnTime: number | null;
}

/** The earliest `contained` entry of the timeline, or null. */
export function containedAt(timeline: IncidentFigureInput['timeline']): string | null {
  let first: string | null = null;
  for (const entry of timeline) {
    if (entry.kind !== 'contained') continue;
    if (first === null || Date.parse(entry.at) < Date.parse(first)) first = entry.at;
  }
  return first;
}

/** The figures over one project's incidents. */
export function incidentFigures(incidents: readonly IncidentFigureInput[]): IncidentFigures {
  let containedMs = 0;
  let contained = 0;
  let judged = 0;
  let met = 0;
  for (const incident of incidents) {
    const at = containedAt(incident.timeline);
    if (at !== null) {
      containedMs += Date.parse(at) - Date.parse(incident.awareAt);
      contained += 1;
    }
    for (const clock of incident.clocks) {
      if (clock.dueAt === null || clock.submittedAt === null) continue;
      judged += 1;
      if (clock.state === 'met') met += 1;
    }
  }
  return {
    incidents: incidents.length,
    openIncidents: incidents.filter((i) => i.status !== 'closed').length,
    // Rounded as PostgreSQL's round(numeric, n) rounds: half away from zero.
    hoursToContain: contained ? roundHalfAway(containedMs / contained / HOUR_MS, 2) : null,
    reportsOnTime: judged ? roundHalfAway((100 * met) / judged, 1) : null,
  };
}

function roundHalfAway(value: number, digits: number): number {
  const scale = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}
