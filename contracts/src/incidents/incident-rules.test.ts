import { describe, expect, it } from 'vitest';
import { NO_INCIDENT_ANSWERS } from './clocks';
import { incidentAnswerValues, isFutureInstant, isIncidentActionOverdue } from './incident-rules';
import { incidentTimesProblem, pastInstantProblem } from './incident-rules';

describe('incident rules', () => {
  it('takes the answers given as values; a withdrawn or missing one counts as none', () => {
    const by = { value: true };
    expect(
      incidentAnswerValues({ personalDataBreach: by, doraMajor: null, breachRisk: undefined }),
    ).toEqual({ ...NO_INCIDENT_ANSWERS, personalDataBreach: true });
  });

  it('allows five minutes of clock difference before an instant is in the future', () => {
    const now = new Date('2026-03-28T10:00:00Z');
    expect(isFutureInstant('2026-03-28T10:05:00Z', now)).toBe(false);
    expect(isFutureInstant('2026-03-28T10:05:01Z', now)).toBe(true);
  });

  it('refuses an instant that does not exist or lies in the future, led by its label', () => {
    const now = new Date('2026-03-28T10:00:00Z');
    expect(pastInstantProblem('2026-03-28T09:00:00Z', 'Aware at', now)).toBeNull();
    expect(pastInstantProblem('2026-02-30T25:00', 'Aware at', now)).toMatch(
      /^Aware at must be a date and time that exists/,
    );
    expect(pastInstantProblem('2026-03-29T09:00:00Z', 'Occurred at', now)).toBe(
      'Occurred at cannot be in the future',
    );
  });

  it('refuses an incident the company became aware of before it occurred', () => {
    expect(incidentTimesProblem('2026-03-28T10:00:00Z', '2026-03-28T10:00:01Z')).toBe(
      'The company cannot have become aware before the incident occurred',
    );
    expect(incidentTimesProblem('2026-03-28T10:00:00Z', '2026-03-28T10:00:00Z')).toBeNull();
    expect(incidentTimesProblem(new Date('2026-03-28T10:00:00Z'), null)).toBeNull();
  });

  it('marks an action overdue after its due day until it is done', () => {
    expect(isIncidentActionOverdue({ status: 'open', dueOn: '2026-03-27' }, '2026-03-28')).toBe(
      true,
    );
    expect(isIncidentActionOverdue({ status: 'open', dueOn: '2026-03-28' }, '2026-03-28')).toBe(
      false,
    );
    expect(isIncidentActionOverdue({ status: 'done', dueOn: '2026-03-27' }, '2026-03-28')).toBe(
      false,
    );
    expect(isIncidentActionOverdue({ status: 'open', dueOn: null }, '2026-03-28')).toBe(false);
  });
});
