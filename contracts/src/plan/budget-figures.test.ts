import { describe, expect, it } from 'vitest';
import {
  budgetToDate,
  defaultPlan,
  isOverBudget,
  llmSpend,
  monthNamedTwice,
  projectBudget,
  type BudgetInput,
} from './budget-figures';
import { monthRange } from '../time/calendar-month';

const plan = (map: Map<string, bigint>) => Object.fromEntries([...map].map(([k, v]) => [k, v]));

const input = (over: Partial<BudgetInput> = {}): BudgetInput => ({
  startDate: '2026-01-15',
  targetDate: '2026-04-30',
  initialCosts: '1000.00',
  runningCosts: '100.10',
  planOverrides: [],
  spend: [],
  llmCosts: [],
  currentMonth: '2026-02',
  ...over,
});

describe('the default plan', () => {
  it('puts the initial costs in the start month and running costs in every month to the target', () => {
    expect(plan(defaultPlan(input()))).toEqual({
      '2026-01': 110010n,
      '2026-02': 10010n,
      '2026-03': 10010n,
      '2026-04': 10010n,
    });
  });

  it('runs twelve months without a target, and is empty without a start', () => {
    const open = defaultPlan(input({ targetDate: null }));
    expect([...open.keys()]).toEqual(monthRange('2026-01', '2026-12'));
    expect(defaultPlan(input({ startDate: null })).size).toBe(0);
  });

  it('keeps a project starting and ending in one month to one month, across a leap day', () => {
    expect(plan(defaultPlan(input({ startDate: '2028-02-01', targetDate: '2028-02-29' })))).toEqual(
      { '2028-02': 110010n },
    );
  });

  it('counts missing costs as zero', () => {
    expect(
      plan(
        defaultPlan(input({ initialCosts: null, runningCosts: null, targetDate: '2026-02-01' })),
      ),
    ).toEqual({ '2026-01': 0n, '2026-02': 0n });
  });
});

describe('LLM spend', () => {
  it('counts each link from the later of its creation and the start, to the current month', () => {
    const spend = llmSpend(
      [
        { monthlyCost: '10.05', since: '2025-11-20T10:00:00.000Z' },
        { monthlyCost: '1.00', since: '2026-02-28T23:00:00.000Z' },
        { monthlyCost: null, since: '2025-01-01T00:00:00.000Z' },
      ],
      '2026-01-15',
      '2026-03',
    );
    expect(plan(spend)).toEqual({ '2026-01': 1005n, '2026-02': 1105n, '2026-03': 1105n });
  });
});

describe('a project budget', () => {
  it('lists planned and actual per month, cumulative, to date, and the forecast, in cents', () => {
    const budget = projectBudget(
      input({
        planOverrides: [{ month: '2026-03', amount: '500.00' }],
        spend: [
          { month: '2026-01', amount: '1200.01' },
          { month: '2026-02', amount: '0.10' },
          { month: '2026-02', amount: '0.20' },
        ],
        llmCosts: [{ monthlyCost: '9.99', since: '2026-02-01T00:00:00.000Z' }],
      }),
    );
    expect(budget.months).toEqual([
      {
        month: '2026-01',
        planned: '1100.10',
        plannedEdited: false,
        actual: '1200.01',
        llm: '0.00',
        cumulativePlanned: '1100.10',
        cumulativeActual: '1200.01',
      },
      {
        month: '2026-02',
        planned: '100.10',
        plannedEdited: false,
        actual: '10.29',
        llm: '9.99',
        cumulativePlanned: '1200.20',
        cumulativeActual: '1210.30',
      },
      {
        month: '2026-03',
        planned: '500.00',
        plannedEdited: true,
        actual: '0.00',
        llm: '0.00',
        cumulativePlanned: '1700.20',
        cumulativeActual: '1210.30',
      },
      {
        month: '2026-04',
        planned: '100.10',
        plannedEdited: false,
        actual: '0.00',
        llm: '0.00',
        cumulativePlanned: '1800.30',
        cumulativeActual: '1210.30',
      },
    ]);
    expect(budget).toMatchObject({
      currentMonth: '2026-02',
      plannedTotal: '1800.30',
      plannedToDate: '1200.20',
      actualToDate: '1210.30',
      varianceToDate: '10.10',
      // 1210.30 + 500.00 + 100.10
      forecastAtCompletion: '1810.40',
      burnToDate: '100.84',
      overBudget: false,
    });
  });

  it('counts the current month to date and the next one not, at the month boundary', () => {
    const spend = [{ month: '2026-03', amount: '50.00' }];
    expect(projectBudget(input({ spend, currentMonth: '2026-02' })).actualToDate).toBe('0.00');
    expect(projectBudget(input({ spend, currentMonth: '2026-03' })).actualToDate).toBe('50.00');
  });

  it('forecasts a month to come at what is entered for it when that is more than its plan', () => {
    const budget = projectBudget(input({ spend: [{ month: '2026-04', amount: '300.00' }] }));
    // To date 0; March planned 100.10; April entered 300.00 over its 100.10.
    expect(budget.forecastAtCompletion).toBe('400.10');
  });

  it('reaches the months spent outside the plan', () => {
    const budget = projectBudget(
      input({ startDate: null, spend: [{ month: '2025-12', amount: '1.00' }] }),
    );
    expect(budget.months.map((m) => m.month)).toEqual(['2025-12']);
    expect(budget.burnToDate).toBeNull();
    expect(budget.overBudget).toBe(false);
    expect(projectBudget(input({ startDate: null })).months).toEqual([]);
  });

  it('is over budget only above 110% of the plan to date, exactly', () => {
    expect(isOverBudget(100_00n, 110_00n)).toBe(false);
    expect(isOverBudget(100_00n, 110_01n)).toBe(true);
    expect(isOverBudget(0n, 1n)).toBe(false);
    const over = projectBudget(input({ spend: [{ month: '2026-01', amount: '1320.23' }] }));
    // Planned to date 1200.20; 110% is 1320.22.
    expect(over).toMatchObject({ overBudget: true, burnToDate: '110.00' });
  });

  it('adds many budgets to date without drifting', () => {
    const many = Array.from({ length: 1000 }, () => ({
      plannedToDate: '0.10',
      actualToDate: '0.20',
    }));
    expect(budgetToDate(many, '2026-02')).toEqual({
      month: '2026-02',
      planned: '100.00',
      actual: '200.00',
      variance: '100.00',
    });
  });
});

describe('monthNamedTwice', () => {
  it('points at the first entry naming a month already named', () => {
    const m = (...months: string[]) => months.map((month) => ({ month }));
    expect(monthNamedTwice(m('2026-01', '2026-02'))).toBe(-1);
    expect(monthNamedTwice(m('2026-01', '2026-02', '2026-01', '2026-02'))).toBe(2);
  });
});
