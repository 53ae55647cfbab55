import { describe, expect, it } from 'vitest';
import { reportOutputColumns, type ReportDefinition } from '@portfolio/contracts';
import { AXIS_KEY, categoryAxis, categoryLabel, chartDataOf } from './chart-data';

const resultOf = (d: ReportDefinition, rows: Array<Record<string, string | number | null>>) => ({
  columns: reportOutputColumns(d),
  rows,
  truncated: false,
});

describe('chartDataOf', () => {
  it('puts a bar per measure along the first group, money as numbers', () => {
    const d: ReportDefinition = {
      columns: [],
      groupBy: ['department'],
      measures: [{ fn: 'count' }, { fn: 'sum', column: 'totalInvestment' }],
    };
    const data = chartDataOf(
      resultOf(d, [
        { department: 'Finance', count: 2, sum_totalInvestment: '162000.00' },
        { department: null, count: 1, sum_totalInvestment: null },
      ]),
      'bar',
    );
    expect(data).toEqual({
      points: [
        { [AXIS_KEY]: 'Finance', count: 2, sum_totalInvestment: 162000 },
        { [AXIS_KEY]: 'None', count: 1, sum_totalInvestment: 0 },
      ],
      series: [
        { key: 'count', label: 'Count' },
        { key: 'sum_totalInvestment', label: 'Sum of Total Investment' },
      ],
      split: false,
      axisLabel: 'Department',
      title: 'Count, Sum of Total Investment by Department',
    });
  });

  it('stacks the first measure by the values of the second group', () => {
    const d: ReportDefinition = { columns: [], groupBy: ['startQuarter', 'status'] };
    const data = chartDataOf(
      resultOf(d, [
        { startQuarter: '2026-Q1', status: 'active', count: 2 },
        { startQuarter: '2026-Q2', status: 'planning', count: 1 },
        { startQuarter: '2026-Q2', status: 'active', count: 3 },
      ]),
      'stacked_bar',
    )!;
    expect(data.series).toEqual([
      { key: 's0', label: 'Active' },
      { key: 's1', label: 'Planning' },
    ]);
    expect(data.points).toEqual([
      { [AXIS_KEY]: '2026-Q1', s0: 2 },
      { [AXIS_KEY]: '2026-Q2', s1: 1, s0: 3 },
    ]);
    expect(data.title).toBe('Count by Start Quarter and Status');
  });

  it('leaves projects without a start date off a line through time', () => {
    const d: ReportDefinition = { columns: [], groupBy: ['startQuarter'] };
    const data = chartDataOf(
      resultOf(d, [
        { startQuarter: '2026-Q1', count: 2 },
        { startQuarter: null, count: 4 },
      ]),
      'line',
    )!;
    expect(data.points).toEqual([{ [AXIS_KEY]: '2026-Q1', count: 2 }]);
  });

  it('draws nothing without a chart, a group or a measure', () => {
    const d: ReportDefinition = { columns: ['name'] };
    expect(chartDataOf(resultOf(d, [{ name: 'A' }]), 'bar')).toBeNull();
    const grouped: ReportDefinition = { columns: [], groupBy: ['department'] };
    expect(chartDataOf(resultOf(grouped, [{ department: 'HR', count: 1 }]), 'none')).toBeNull();
  });
});

describe('categoryLabel', () => {
  it('keeps a short name whole and cuts a long one to 16 characters with an ellipsis', () => {
    expect(categoryLabel('Finance')).toBe('Finance');
    expect(categoryLabel('Customer Service')).toBe('Customer Service');
    expect(categoryLabel('Research & Development')).toBe('Research & Deve…');
    expect(categoryLabel(null)).toBe('');
  });
});

describe('categoryAxis', () => {
  const departments = ['Customer Service', 'Finance', 'HR', 'IT', 'Legal', 'Marketing'];
  it("keeps labels level while the longest fits in a bar's band", () => {
    expect(categoryAxis(departments, 1200)).toEqual({ lean: false, height: 30 });
  });
  it('leans them when the longest is wider than a band, with room below for the longest', () => {
    const axis = categoryAxis(departments, 300);
    expect(axis.lean).toBe(true);
    expect(axis.height).toBe(Math.ceil(16 * 7 * Math.SQRT1_2) + 16);
  });
});
