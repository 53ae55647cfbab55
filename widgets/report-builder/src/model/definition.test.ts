import { describe, expect, it } from 'vitest';
import type { ReportResultColumn } from '@portfolio/contracts';
import {
  NEW_REPORT,
  formatCell,
  groupColumnsOf,
  measureColumnsOf,
  newReportOf,
  tidyDefinition,
} from './definition';

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

  it('says the source only when it is proposals', () => {
    expect(tidyDefinition({ ...NEW_REPORT, source: 'projects' })).not.toHaveProperty('source');
    expect(tidyDefinition(newReportOf('proposals'))).toEqual({
      source: 'proposals',
      columns: ['name', 'department', 'tier', 'state', 'score', 'createdAt'],
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
    expect(formatCell(column({ key: 'state', type: 'status' }), 'in_review')).toBe('In review');
  });

  it('names an empty group None and leaves an empty figure as a dash', () => {
    expect(formatCell(column({ role: 'group' }), null)).toBe('None');
    expect(formatCell(column({ role: 'measure', type: 'money' }), null)).toBe('—');
  });
});

describe('measureColumnsOf', () => {
  it('offers figures to every function, and dates to min and max only', () => {
    expect(measureColumnsOf('count', 'projects')).toEqual([]);
    expect(measureColumnsOf('sum', 'projects')).not.toContain('startDate');
    expect(measureColumnsOf('max', 'projects')).toContain('startDate');
    expect(measureColumnsOf('avg', 'projects')).toContain('totalInvestment');
  });

  it('offers the columns of the report’s source only', () => {
    expect(measureColumnsOf('avg', 'proposals')).toEqual(
      expect.arrayContaining(['score', 'daysToDecision', 'totalInvestment']),
    );
    expect(measureColumnsOf('avg', 'proposals')).not.toContain('roi');
    expect(measureColumnsOf('max', 'proposals')).toContain('decidedAt');
    expect(measureColumnsOf('avg', 'projects')).not.toContain('daysToDecision');
    expect(groupColumnsOf('proposals')).toEqual([
      'department',
      'businessOwner',
      'state',
      'tier',
      'scoringModel',
      'submittedMonth',
    ]);
    expect(groupColumnsOf('projects')).not.toContain('tier');
  });
});
