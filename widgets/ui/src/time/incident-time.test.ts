import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@portfolio/contracts';
import { makeIncidentClock } from '../testing/demo-data/fixtures';
import { clockStanding, formatInstant, formatSpan, isClockOverdue } from './incident-time';

const now = Date.parse('2026-03-29T00:30:00Z');
const clock = makeIncidentClock;

describe('incident time', () => {
  it('writes a span in its two largest units', () => {
    expect(formatSpan(2 * DAY_MS + 4 * HOUR_MS + 59_000)).toBe('2 d 4 h');
    expect(formatSpan(3 * HOUR_MS + 12 * MINUTE_MS)).toBe('3 h 12 min');
    expect(formatSpan(-45 * MINUTE_MS)).toBe('45 min');
    expect(formatSpan(30_000)).toBe('under a minute');
  });

  it('says where a clock stands', () => {
    expect(clockStanding(clock({}), now)).toBe('2 d left');
    expect(clockStanding(clock({ dueAt: '2026-03-28T20:30:00Z', state: 'overdue' }), now)).toBe(
      'Overdue by 4 h',
    );
    expect(clockStanding(clock({ state: 'met' }), now)).toBe('Submitted in time');
    expect(clockStanding(clock({ state: 'late' }), now)).toBe('Submitted late');
    expect(clockStanding(clock({ state: 'waiting', dueAt: null }), now)).toBe(
      'Starts with the earlier report',
    );
    expect(clockStanding(clock({ dueAt: null }), now)).toBe(
      'No fixed deadline: act without undue delay',
    );
  });

  it('counts a running clock as overdue once its deadline passes between two reads', () => {
    expect(isClockOverdue(clock({}), now)).toBe(false);
    expect(isClockOverdue(clock({ dueAt: '2026-03-29T00:29:00Z' }), now)).toBe(true);
    expect(clockStanding(clock({ dueAt: '2026-03-29T00:29:00Z' }), now)).toBe('Overdue by 1 min');
    expect(isClockOverdue(clock({ state: 'overdue' }), now)).toBe(true);
    expect(isClockOverdue(clock({ state: 'late', dueAt: '2026-03-28T00:30:00Z' }), now)).toBe(
      false,
    );
    expect(isClockOverdue(clock({ dueAt: null }), now)).toBe(false);
  });

  it('shows an instant in the zone asked for, across a change of summer time', () => {
    expect(formatInstant('2026-03-29T00:30:00Z', 'Europe/Berlin')).toBe(
      'Mar 29, 2026, 01:30 GMT+1',
    );
    expect(formatInstant('2026-03-29T01:30:00Z', 'Europe/Berlin')).toBe(
      'Mar 29, 2026, 03:30 GMT+2',
    );
    expect(formatInstant('not a date')).toBe('not a date');
  });
});
