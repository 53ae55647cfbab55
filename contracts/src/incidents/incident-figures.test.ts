import { describe, expect, it } from 'vitest';
import type { IncidentClock } from './incidents';
import { incidentFigures, type IncidentFigureInput } from './incident-figures';
import { HOUR_MS } from '../time/durations';

const AWARE = '2026-03-01T00:00:00.000Z';
const at = (hours: number) => new Date(Date.parse(AWARE) + hours * HOUR_MS).toISOString();

/** A clock as the figures read it: its deadline, first report and state. */
const clock = (
  dueAt: string | null,
  submittedAt: string | null,
  state: IncidentClock['state'],
): IncidentClock => ({ dueAt, submittedAt, state }) as IncidentClock;

const incident = (fields: Partial<IncidentFigureInput> = {}): IncidentFigureInput => ({
  status: 'open',
  awareAt: AWARE,
  timeline: [],
  clocks: [],
  ...fields,
});

describe('incidentFigures', () => {
  it('is empty over no incident', () => {
    expect(incidentFigures([])).toEqual({
      incidents: 0,
      openIncidents: 0,
      hoursToContain: null,
      reportsOnTime: null,
    });
  });

  it('counts closed incidents but not as open, and averages the earliest containment', () => {
    const figures = incidentFigures([
      incident({
        status: 'closed',
        timeline: [
          { kind: 'contained', at: at(7) },
          { kind: 'detected', at: at(0.5) },
          { kind: 'contained', at: at(5) },
        ],
      }),
      // Contained by its status alone: no instant, so no time to contain.
      incident({ status: 'contained' }),
      incident({ timeline: [{ kind: 'contained', at: at(0.25) }] }),
    ]);
    expect(figures).toMatchObject({ incidents: 3, openIncidents: 2, hoursToContain: 2.63 });
  });

  it('judges only reported clocks with a deadline, by their state', () => {
    const figures = incidentFigures([
      incident({
        clocks: [
          clock(at(24), at(20), 'met'),
          clock(at(72), at(80), 'late'),
          clock(at(72), null, 'overdue'),
          // "Without undue delay": no figure to meet.
          clock(null, at(1), 'met'),
        ],
      }),
      incident({ clocks: [clock(at(24), at(24), 'met')] }),
    ]);
    expect(figures.reportsOnTime).toBe(66.7);
    expect(incidentFigures([incident({ clocks: [clock(null, at(1), 'met')] })])).toMatchObject({
      reportsOnTime: null,
    });
  });
});
