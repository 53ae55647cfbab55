import { describe, expect, it } from 'vitest';
import {
  aiActPortfolioCompliance,
  endOfQuarter,
  obligationDueGroup,
  readinessOf,
} from './portfolio';
import type { AiActObligationState } from './status';

describe('endOfQuarter', () => {
  it.each([
    ['2026-01-01', '2026-03-31'],
    ['2026-03-31', '2026-03-31'],
    ['2026-04-01', '2026-06-30'],
    ['2026-08-15', '2026-09-30'],
    ['2026-11-26', '2026-12-31'],
    ['2028-02-29', '2028-03-31'],
  ])('%s → %s', (today, expected) => {
    expect(endOfQuarter(today)).toBe(expected);
  });
});

describe('obligationDueGroup', () => {
  const TODAY = '2026-11-26';
  const o = (status: AiActObligationState['status'], dueDate: string): AiActObligationState => ({
    status,
    dueDate,
  });
  it.each([
    ['open and past due', o('todo', '2025-02-02'), 'overdue'],
    ['in progress and past due', o('in_progress', '2026-08-02'), 'overdue'],
    ['due today', o('todo', TODAY), 'this_quarter'],
    ['due on the last day of the quarter', o('in_progress', '2026-12-31'), 'this_quarter'],
    ['due the day after the quarter', o('todo', '2027-01-01'), 'later'],
    ['done, past due', o('done', '2025-02-02'), 'closed'],
    ['not applicable, due later', o('not_applicable', '2027-12-02'), 'closed'],
  ] as const)('%s → %s', (_name, obligation, expected) => {
    expect(obligationDueGroup(obligation, TODAY)).toBe(expected);
  });
});

describe('readinessOf', () => {
  it.each([
    ['nothing', [], { applicable: 0, done: 0, percent: null }],
    ['all not applicable', ['not_applicable'], { applicable: 0, done: 0, percent: null }],
    [
      'one of three, rounded down',
      ['done', 'todo', 'in_progress'],
      { applicable: 3, done: 1, percent: 33 },
    ],
    [
      'not applicable left out',
      ['done', 'not_applicable'],
      { applicable: 1, done: 1, percent: 100 },
    ],
  ] as const)('%s', (_name, statuses, expected) => {
    expect(readinessOf(statuses.map((status) => ({ status })))).toEqual(expected);
  });
});

describe('aiActPortfolioCompliance', () => {
  const TODAY = '2026-11-26';
  const item = (
    projectId: string,
    riskClass: 'high_risk' | 'limited',
    status: AiActObligationState['status'],
    dueDate: string,
  ) => ({
    projectId,
    project: { id: projectId, name: projectId === 'a' ? 'Alpha' : 'Beta' },
    riskClass,
    status,
    dueDate,
    overdue: (status === 'todo' || status === 'in_progress') && dueDate < TODAY,
  });

  it('counts classes, obligations and the readiness of each high-risk system, least ready first', () => {
    const answer = aiActPortfolioCompliance(
      [
        ['high_risk', 2],
        ['limited', 1],
        [null, 3],
      ],
      [
        item('a', 'high_risk', 'done', '2025-02-02'),
        item('a', 'high_risk', 'todo', '2027-12-02'),
        item('b', 'high_risk', 'todo', '2025-02-02'),
        item('b', 'high_risk', 'not_applicable', '2027-12-02'),
        item('c', 'limited', 'in_progress', '2026-12-31'),
      ],
      TODAY,
    );
    expect(answer).toEqual({
      today: TODAY,
      quarterEnd: '2026-12-31',
      projects: {
        live: 6,
        assessed: 3,
        byClass: { prohibited: 0, high_risk: 2, limited: 1, minimal: 0 },
      },
      obligations: { total: 5, done: 1, notApplicable: 1, overdue: 1, dueThisQuarter: 1 },
      highRisk: {
        count: 2,
        readiness: 33,
        systems: [
          { project: { id: 'b', name: 'Beta' }, applicable: 1, done: 0, overdue: 1, readiness: 0 },
          {
            project: { id: 'a', name: 'Alpha' },
            applicable: 2,
            done: 1,
            overdue: 0,
            readiness: 50,
          },
        ],
      },
    });
  });
});
