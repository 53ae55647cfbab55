import { describe, expect, it } from 'vitest';
import { makeIncidentClock } from '../../testing/demo-data/fixtures';
import { nextReport, nextReportLine } from './clock-badge';

const now = Date.parse('2026-03-29T00:30:00Z');
const clock = makeIncidentClock;

describe('the next report an incident owes', () => {
  it('is its earliest open deadline, overdue once that has passed', () => {
    const later = clock({ clock: 'dora-final', dueAt: '2026-04-02T00:30:00Z' });
    const sooner = clock({ clock: 'dora-initial', dueAt: '2026-03-30T00:30:00Z' });
    expect(nextReport([later, sooner, clock({ state: 'met' })], now)).toEqual({
      next: sooner,
      overdue: false,
    });
    const passed = clock({ dueAt: '2026-03-29T00:29:00Z' });
    expect(nextReport([later, passed], now)).toEqual({ next: passed, overdue: true });
    expect(nextReport([clock({ state: 'late' })], now)).toEqual({ next: null, overdue: false });
  });

  it('is written with its regime, article and deadline', () => {
    expect(nextReportLine(clock({}))).toMatch(/^Next: GDPR Article 33\(1\) · due .*2026/);
  });
});
