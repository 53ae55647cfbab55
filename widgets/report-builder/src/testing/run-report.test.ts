import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@portfolio/contracts';
import { reportProjects } from './report-projects';
import { reportCsv, runReportInMemory } from './run-report';

const run = (d: ReportDefinition) => runReportInMemory(reportProjects(), d);

describe('runReportInMemory', () => {
  it('lists live projects with their columns, computed ones included', () => {
    const result = run({ columns: ['name', 'totalInvestment', 'startQuarter'] });
    expect(result.rows).toEqual([
      { name: 'Invoice Anomaly Detection', totalInvestment: '112000.00', startQuarter: '2026 Q1' },
      { name: 'Cash Forecasting', totalInvestment: '50000.00', startQuarter: '2026 Q2' },
      { name: 'Resume Screening Assistant', totalInvestment: '26000.00', startQuarter: '2026 Q1' },
    ]);
    expect(result.truncated).toBe(false);
  });

  it('groups with measures, groups in order unless sorted, empty figures left out', () => {
    const d: ReportDefinition = {
      columns: [],
      groupBy: ['department'],
      measures: [
        { fn: 'count' },
        { fn: 'sum', column: 'totalInvestment' },
        { fn: 'avg', column: 'roi' },
      ],
    };
    expect(run(d).rows).toEqual([
      { department: 'Finance', count: 2, sum_totalInvestment: '162000.00', avg_roi: 35 },
      { department: 'HR', count: 1, sum_totalInvestment: '26000.00', avg_roi: null },
    ]);
    expect(
      run({ ...d, sort: [{ key: 'count', dir: 'asc' }] }).rows.map((r) => r.department),
    ).toEqual(['HR', 'Finance']);
  });

  it('filters as the project list: search, departments, statuses, archived', () => {
    const names = (filters: ReportDefinition['filters']) =>
      run({ columns: ['name'], filters }).rows.map((r) => r.name);
    expect(names({ q: 'cash' })).toEqual(['Cash Forecasting']);
    expect(names({ department: ['HR', 'IT'] })).toEqual(['Resume Screening Assistant']);
    expect(names({ status: ['planning'] })).toEqual(['Cash Forecasting']);
    expect(names({ archived: true })).toEqual(['Legacy Ticket Router']);
  });

  it('counts all rows in one row of totals, and says when the limit cut the answer', () => {
    expect(run({ columns: [], measures: [{ fn: 'max', column: 'startDate' }] }).rows).toEqual([
      { max_startDate: '2026-04-01' },
    ]);
    const cut = run({ columns: ['name'], limit: 2 });
    expect(cut.rows).toHaveLength(2);
    expect(cut.truncated).toBe(true);
  });

  it('writes CSV with the labels and quotes what needs it', () => {
    const csv = reportCsv(run({ columns: ['name', 'department'], filters: { q: 'invoice' } }));
    expect(csv).toBe('Project Name,Department\r\nInvoice Anomaly Detection,Finance\r\n');
    expect(
      reportCsv({
        columns: [{ key: 'name', label: 'Name, full', type: 'text', role: 'column' }],
        rows: [{ name: 'A "quoted" one' }],
        truncated: false,
      }),
    ).toBe('"Name, full"\r\n"A ""quoted"" one"\r\n');
  });
});
