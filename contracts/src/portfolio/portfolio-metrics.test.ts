import { describe, expect, it } from 'vitest';
import type { PortfolioFigures } from './projects';
import {
  averageOf,
  countsAsCompliant,
  endOfLastMonth,
  figuresOf,
  formatTrend,
  fullyCompliantPercent,
  metricTrend,
  portfolioFigures,
  sumPortfolio,
  summarizePortfolio,
} from './portfolio-metrics';
import { testProject } from '../testing/project-fixture';

describe('summarizePortfolio', () => {
  const projects = [
    testProject({
      department: 'Sales',
      initialCosts: '100000',
      runningCosts: '1000',
      roi: '150',
      status: 'active',
      euAiActStatus: 'compliant',
      aiActRiskClass: 'minimal',
    }),
    testProject({
      department: 'Sales',
      initialCosts: '50000',
      runningCosts: null,
      roi: '50',
      status: 'in_progress',
      gdprStatus: 'in_review',
    }),
    testProject({
      department: 'HR',
      initialCosts: null,
      runningCosts: '500',
      roi: null,
      status: 'active',
      euAiActStatus: 'compliant',
      aiActRiskClass: 'limited',
    }),
    testProject({
      department: 'IT',
      initialCosts: '10',
      status: 'legacy_value',
      doraStatus: 'non_compliant',
    }),
    testProject({
      department: 'IT',
      initialCosts: '999999',
      archivedAt: '2026-02-01T00:00:00.000Z',
    }),
  ];
  const summary = summarizePortfolio(projects);

  it('leaves archived projects out of every figure', () => {
    expect(summary.totalProjects).toBe(4);
  });

  it('sums initial costs plus 12 × running costs', () => {
    expect(summary.totalInvestment).toBe(String(100000 + 12000 + 50000 + 6000 + 10) + '.00');
  });

  it('averages ROI over projects that have one', () => {
    expect(summary.averageRoi).toBe('100.00');
    expect(averageOf([null, null])).toBeNull();
    expect(averageOf(['1', '2'])).toBe('1.50');
    expect(averageOf(['0.01', '0.02'])).toBe('0.02');
  });

  it('counts fully compliant projects by their EU AI Act status', () => {
    expect(summary.fullyCompliant).toBe(2);
    expect(fullyCompliantPercent(summary)).toBe(50);
    expect(fullyCompliantPercent({ fullyCompliant: 0, totalProjects: 0 })).toBe(0);
  });

  it('never counts a project without an assessment compliant, whatever its status says', () => {
    const unassessed = testProject({ euAiActStatus: 'compliant', aiActRiskClass: null });
    expect(countsAsCompliant(unassessed)).toBe(false);
    expect(summarizePortfolio([...projects, unassessed])).toMatchObject({
      totalProjects: 5,
      fullyCompliant: 2,
    });
    expect(
      countsAsCompliant(testProject({ euAiActStatus: 'compliant', aiActRiskClass: 'high_risk' })),
    ).toBe(true);
    expect(
      countsAsCompliant(testProject({ euAiActStatus: 'in_review', aiActRiskClass: 'minimal' })),
    ).toBe(false);
  });

  it('counts per status, including values outside the list', () => {
    expect(summary.byStatus).toEqual({
      planning: 0,
      in_progress: 1,
      active: 2,
      completed: 0,
      on_hold: 0,
      legacy_value: 1,
    });
  });

  it('groups departments by count descending', () => {
    expect(summary.byDepartment.map((d) => [d.department, d.count])).toEqual([
      ['Sales', 2],
      ['HR', 1],
      ['IT', 1],
    ]);
    expect(summary.byDepartment[0]).toMatchObject({
      totalInvestment: '162000.00',
      averageRoi: '100.00',
    });
  });

  it('counts each compliance regime', () => {
    expect(summary.compliance.gdpr).toEqual({
      compliant: 0,
      in_review: 1,
      not_applicable: 3,
      non_compliant: 0,
    });
    expect(summary.compliance.dora.non_compliant).toBe(1);
  });

  it('lists the three newest projects first', () => {
    expect(summary.recentProjects.map((p) => p.department)).toEqual(['IT', 'HR', 'Sales']);
  });
});

describe('the trends against last month', () => {
  const figures = (over: Partial<PortfolioFigures>): PortfolioFigures => ({
    totalProjects: 10,
    totalInvestment: '1000.00',
    averageRoi: '20.00',
    fullyCompliant: 5,
    ...over,
  });
  const change = (amount: number, unit: '%' | 'pts') => ({ kind: 'change', amount, unit }) as const;

  it('compares with the first instant of the current month, UTC', () => {
    expect(endOfLastMonth(new Date('2026-11-30T23:59:59.999Z')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    // Already December in UTC, still November in New York.
    expect(endOfLastMonth(new Date('2026-12-01T00:30:00.000Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(endOfLastMonth(new Date('2027-01-15T12:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it("carries the month it compares with and last month's figures in the summary", () => {
    const lastMonth = figures({});
    const summary = summarizePortfolio([], { lastMonth, now: new Date('2026-11-20T10:00:00Z') });
    expect(summary.trends).toEqual({ since: '2026-11-01T00:00:00.000Z', lastMonth });
    expect(summarizePortfolio([]).trends.lastMonth).toBeNull();
  });

  it('gives counts and money in percent of last month, rounded', () => {
    const before = figures({ totalProjects: 8, totalInvestment: '2000.00' });
    const now = figures({ totalProjects: 9, totalInvestment: '1900.00' });
    expect(metricTrend('totalProjects', now, before)).toEqual(change(13, '%'));
    expect(metricTrend('totalInvestment', now, before)).toEqual(change(-5, '%'));
    expect(metricTrend('totalProjects', before, before)).toEqual(change(0, '%'));
  });

  it('gives the percentages in percentage points, the right way round for negative ROI', () => {
    const before = figures({ averageRoi: '-10.00', fullyCompliant: 2, totalProjects: 10 });
    const now = figures({ averageRoi: '5.40', fullyCompliant: 3, totalProjects: 10 });
    expect(metricTrend('averageRoi', now, before)).toEqual(change(15, 'pts'));
    expect(metricTrend('fullyCompliant', now, before)).toEqual(change(10, 'pts'));
    expect(
      metricTrend('averageRoi', figures({ averageRoi: '20.40' }), figures({ averageRoi: '20.00' })),
    ).toEqual(change(0, 'pts'));
  });

  it('says new where there is nothing a month old to compare with, never under a ratio', () => {
    const now = figures({});
    expect(metricTrend('totalProjects', now, null)).toEqual({ kind: 'new' });
    expect(metricTrend('totalInvestment', now, null)).toEqual({ kind: 'new' });
    expect(metricTrend('averageRoi', now, null)).toBeNull();
    expect(metricTrend('fullyCompliant', now, null)).toBeNull();
    const empty = figures({
      totalProjects: 0,
      totalInvestment: '0.00',
      averageRoi: null,
      fullyCompliant: 0,
    });
    expect(metricTrend('totalProjects', now, empty)).toEqual({ kind: 'new' });
    expect(metricTrend('totalInvestment', now, empty)).toEqual({ kind: 'new' });
    expect(metricTrend('averageRoi', now, empty)).toBeNull();
    expect(metricTrend('fullyCompliant', now, empty)).toBeNull();
    // No average ROI now: nothing to show.
    expect(metricTrend('averageRoi', figures({ averageRoi: null }), now)).toBeNull();
  });

  it('words a trend for its badge', () => {
    expect(formatTrend(change(12, '%'))).toBe('+12%');
    expect(formatTrend(change(-5, '%'))).toBe('-5%');
    expect(formatTrend(change(0, '%'))).toBe('0%');
    expect(formatTrend(change(3, 'pts'))).toBe('+3 pts');
    expect(formatTrend({ kind: 'new' })).toBe('new this month');
  });

  it('adds sums of two parts of a portfolio into the figures of the whole', () => {
    const a = [
      testProject({ initialCosts: '100.50', runningCosts: '1', roi: '-0.01' }),
      testProject({ roi: '0.02', euAiActStatus: 'compliant', aiActRiskClass: 'minimal' }),
    ];
    const b = [
      testProject({ initialCosts: '7', roi: '10' }),
      testProject({ initialCosts: '999', archivedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(figuresOf(sumPortfolio(b, sumPortfolio(a)))).toEqual(portfolioFigures([...a, ...b]));
    expect(portfolioFigures([...a, ...b])).toEqual({
      totalProjects: 3,
      totalInvestment: '119.50',
      averageRoi: '3.34',
      fullyCompliant: 1,
    });
  });
});
