import { describe, expect, it } from 'vitest';
import type { ReportResultColumn } from '@portfolio/contracts';
import { NEW_REPORT, formatCell, measureColumnsOf, tidyDefinition } from './definition';

const column = (c: Partial<ReportResultColumn>): ReportResultColumn => ({
  key: 'x',
  label: 'X',
  type: 'text',
  role: 'column',
  ...c,
});

describe('tidyDefinition', () => {
  it('leaves out what is empty or the default, so one report is one request', () => {
    expect(tidyDefinition({ ...NEW_REPORT, filters: { q: '', status: [] }, limit: 1000 })).toEqual({
      columns: NEW_REPORT.columns,
    });
    expect(
      tidyDefinition({
        columns: [],
        filters: { department: ['HR'], archived: false },
        groupBy: ['department'],
        chart: 'bar',
        limit: 50,
      }),
    ).toEqual({
      columns: [],
      filters: { department: ['HR'] },
      groupBy: ['department'],
      chart: 'bar',
      limit: 50,
    });
  });
});

describe('formatCell', () => {
  it('writes each type as the product does', () => {
    expect(formatCell(column({ type: 'money' }), '162000.00')).toBe('$162,000');
    expect(formatCell(column({ type: 'number' }), 154.756)).toBe('154.76');
    expect(formatCell(column({ key: 'status', type: 'status' }), 'in_progress')).toBe(
      'In Progress',
    );
    expect(formatCell(column({ key: 'aiActClass', type: 'status' }), 'high_risk')).toBe(
      'High-risk',
    );
    expect(formatCell(column({ type: 'date' }), '2026-01-15')).toBe('Jan 15, 2026');
  });

  it('names an empty group None and leaves an empty figure as a dash', () => {
    expect(formatCell(column({ role: 'group' }), null)).toBe('None');
    expect(formatCell(column({ role: 'measure', type: 'money' }), null)).toBe('—');
  });
});

describe('measureColumnsOf', () => {
  it('offers figures to every function, and dates to min and max only', () => {
    expect(measureColumnsOf('count')).toEqual([]);
    expect(measureColumnsOf('sum')).not.toContain('startDate');
    expect(measureColumnsOf('max')).toContain('startDate');
    expect(measureColumnsOf('avg')).toContain('totalInvestment');
  });
});
