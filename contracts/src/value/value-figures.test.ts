import { describe, expect, it } from 'vitest';
import {
  costsToDateCents,
  isValueBehind,
  kpiProgress,
  kpiTargetProblem,
  PAST_PAYBACK_LISTED,
  paybackMonth,
  plannedMonthlyCents,
  plannedPaybackMonth,
  projectValue,
  valueSummary,
  type ValueSource,
} from './value-figures';

const project = (overrides: Partial<ValueSource> = {}): ValueSource => ({
  startDate: '2026-01-15',
  expectedReturn: '120000.00',
  initialCosts: '30000.00',
  runningCosts: '2000.00',
  ...overrides,
});

describe('plannedMonthlyCents', () => {
  it.each([
    ['120000.00', 1_000_000n],
    ['100.00', 833n], // 833.33… cents
    ['0.06', 1n], // half a cent rounds up
    ['0.05', 0n],
    [null, null],
  ])('%s a year is %s cents a month', (annual, cents) => {
    expect(plannedMonthlyCents(annual)).toBe(cents);
  });
});

describe('costsToDateCents', () => {
  it.each([
    ['before the start month', '2025-12', 0n],
    ['the start month: initial plus one month running', '2026-01', 3_200_000n],
    ['three months in', '2026-03', 3_600_000n],
    ['past the target: running costs keep counting', '2027-12', 3_000_000n + 24n * 200_000n],
  ])('%s', (_case, month, cents) => {
    expect(costsToDateCents(project({}), month)).toBe(cents);
  });

  it('is zero without a start date', () => {
    expect(costsToDateCents(project({ startDate: null }), '2026-06')).toBe(0n);
  });
});

describe('paybackMonth', () => {
  const monthly = (from: number, to: number, amount: string) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({
      month: `2026-${String(from + i).padStart(2, '0')}`,
      amount,
    }));

  it.each([
    ['no benefit yet', [], '2026-12', null],
    // Costs by month 3: 30,000 + 3 × 2,000 = 36,000; benefit 12,000 a month reaches it in March.
    ['12,000 a month from January', monthly(1, 12, '12000.00'), '2026-12', '2026-03'],
    ['not by the month asked', monthly(1, 12, '12000.00'), '2026-02', null],
    ['exactly the costs counts', [{ month: '2026-01', amount: '32000.00' }], '2026-01', '2026-01'],
    ['a cent short does not', [{ month: '2026-01', amount: '31999.99' }], '2026-01', null],
    ['benefit below the running costs never pays back', monthly(1, 12, '1500.00'), '2026-12', null],
  ])('%s', (_case, benefits, month, expected) => {
    expect(paybackMonth(project(), benefits, month)).toBe(expected);
  });

  it('pays back at the first benefit when there are no costs, not before', () => {
    const free = project({ initialCosts: null, runningCosts: null });
    expect(paybackMonth(free, [], '2026-12')).toBeNull();
    expect(paybackMonth(free, [{ month: '2026-04', amount: '1.00' }], '2026-12')).toBe('2026-04');
  });

  it('is null without a start date', () => {
    expect(
      paybackMonth(project({ startDate: null }), [{ month: '2026-01', amount: '1' }], '2026-12'),
    ).toBeNull();
  });
});

describe('plannedPaybackMonth', () => {
  it.each([
    // 10,000 a month planned, 2,000 running: 8,000 margin covers 30,000 in 4 months.
    ['the plan pays back in its fourth month', project(), '2026-04'],
    ['no initial costs: the first month', project({ initialCosts: null }), '2026-01'],
    ['plan below running costs: never', project({ expectedReturn: '12000.00' }), null],
    ['no expected return: no plan', project({ expectedReturn: null }), null],
    ['no start date', project({ startDate: null }), null],
  ])('%s', (_case, source, expected) => {
    expect(plannedPaybackMonth(source)).toBe(expected);
  });
});

describe('isValueBehind (the value-behind rule input)', () => {
  const input = (today: string, realisedToDate: string | null, overrides = {}) => ({
    startDate: '2026-01-15',
    expectedReturn: '120000.00',
    realisedToDate,
    today,
    ...overrides,
  });

  it.each([
    // Seven months of plan (Jan–Jul) are 70,000: a quarter is 17,500.
    ['six months after start, nothing realised', input('2026-07-15', '0.00'), true],
    ['a day short of six months', input('2026-07-14', '0.00'), false],
    ['just below a quarter of plan', input('2026-07-15', '17499.99'), true],
    ['a quarter of plan exactly', input('2026-07-15', '17500.00'), false],
    ['a year in, on plan', input('2027-01-15', '130000.00'), false],
    ['no expected return: no plan', input('2026-12-01', '0.00', { expectedReturn: null }), false],
    ['no start date', input('2026-12-01', '0.00', { startDate: null }), false],
    ['a start date to come', input('2026-12-01', '0.00', { startDate: '2027-01-01' }), false],
    // A 31st start is six months on by the last day of a shorter month.
    ['from Aug 31, on Feb 28', input('2027-02-28', '0.00', { startDate: '2026-08-31' }), true],
  ])('%s', (_case, args, expected) => {
    expect(isValueBehind(args)).toBe(expected);
  });
});

describe('projectValue', () => {
  it('puts the figures side by side', () => {
    const figures = projectValue(
      project(),
      [{ month: '2026-02', amount: '5000.00' }],
      '2026-06-10',
    );
    expect(figures).toEqual({
      currentMonth: '2026-06',
      plannedMonthly: '10000.00',
      plannedToDate: '60000.00',
      realisedToDate: '5000.00',
      costsToDate: '42000.00',
      paybackMonth: null,
      plannedPaybackMonth: '2026-04',
      pastPaybackWithoutValue: true,
      behindPlan: false,
    });
  });

  it('counts no benefit of months still to come', () => {
    const figures = projectValue(
      project(),
      [{ month: '2026-09', amount: '99999.00' }],
      '2026-06-10',
    );
    expect(figures.realisedToDate).toBe('0.00');
  });
});

describe('KPIs', () => {
  const higher = { baseline: 50, target: 90, direction: 'higher' as const };
  const lower = { baseline: 40, target: 10, direction: 'lower' as const };

  /** A measurement of `value`; its date matters only where several are given. */
  const at = (value: number, date = '2026-02-01') => ({ date, value });

  it.each([
    ['higher: none yet', higher, [], { latest: null, percent: null, met: false }],
    ['higher: halfway', higher, [at(70)], { latest: 70, percent: 50, met: false }],
    ['higher: at target', higher, [at(90)], { latest: 90, percent: 100, met: true }],
    ['higher: worse than baseline', higher, [at(40)], { latest: 40, percent: -25, met: false }],
    ['lower: a third of the way', lower, [at(30)], { latest: 30, percent: 33, met: false }],
    ['lower: past target', lower, [at(5)], { latest: 5, percent: 117, met: true }],
    [
      'the latest by date, whatever the order given',
      higher,
      [at(80, '2026-03-01'), at(60, '2026-01-01')],
      { latest: 80, percent: 75, met: false },
    ],
    [
      'target equal to baseline, met',
      { ...higher, target: 50 },
      [at(50, '2026-01-01')],
      { latest: 50, percent: 100, met: true },
    ],
  ])('%s', (_case, kpi, measurements, expected) => {
    expect(kpiProgress(kpi, measurements)).toEqual(expected);
  });

  it.each([
    [{ baseline: 50, target: 40, direction: 'higher' as const }, 'at or above'],
    [{ baseline: 50, target: 60, direction: 'lower' as const }, 'at or below'],
  ])('refuses a target on the wrong side of the baseline: %o', (kpi, words) => {
    expect(kpiTargetProblem(kpi)).toContain(words);
  });

  it('accepts a target on the right side or equal', () => {
    expect(kpiTargetProblem(higher)).toBeUndefined();
    expect(kpiTargetProblem(lower)).toBeUndefined();
    expect(kpiTargetProblem({ baseline: 5, target: 5, direction: 'lower' })).toBeUndefined();
  });
});

describe('valueSummary', () => {
  const of = (id: string, department: string, overrides: Partial<ValueSource> = {}) => ({
    id,
    name: `Project ${id}`,
    department,
    ...project(overrides),
  });

  it('sums planned and realised per department and lists projects past payback without value', () => {
    const benefits: Record<string, { month: string; amount: string }[]> = {
      a: [{ month: '2026-01', amount: '40000.00' }],
    };
    const summary = valueSummary(
      [
        of('a', 'Sales'),
        of('b', 'Sales'),
        of('c', 'IT', { startDate: '2026-05-01' }),
        of('d', 'HR', { expectedReturn: null, startDate: null }),
      ],
      (id) => benefits[id] ?? [],
      '2026-06-10',
    );
    expect(summary).toEqual({
      month: '2026-06',
      byDepartment: [
        { department: 'IT', planned: '20000.00', realised: '0.00' },
        { department: 'Sales', planned: '120000.00', realised: '40000.00' },
      ],
      pastPaybackCount: 1,
      pastPaybackWithoutValue: [
        {
          id: 'b',
          name: 'Project b',
          department: 'Sales',
          plannedPaybackMonth: '2026-04',
          realisedToDate: '0.00',
          costsToDate: '42000.00',
        },
      ],
    });
  });

  it('counts every project past payback and lists the longest overdue PAST_PAYBACK_LISTED', () => {
    const projects = Array.from({ length: PAST_PAYBACK_LISTED + 5 }, (_, i) =>
      of(`p${String(i).padStart(2, '0')}`, 'Sales', {
        // Later starts pay back later: the first ones listed are the earliest.
        startDate: `2025-${String(12 - (i % 12)).padStart(2, '0')}-01`,
      }),
    );
    const summary = valueSummary(projects, () => [], '2026-10-10');
    expect(summary.pastPaybackCount).toBe(PAST_PAYBACK_LISTED + 5);
    expect(summary.pastPaybackWithoutValue).toHaveLength(PAST_PAYBACK_LISTED);
    const months = summary.pastPaybackWithoutValue.map((p) => p.plannedPaybackMonth);
    expect(months).toEqual([...months].sort());
    expect(months.at(-1)! <= '2026-03').toBe(true);
  });
});
