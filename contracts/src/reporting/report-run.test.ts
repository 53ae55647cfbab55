import { describe, expect, it } from 'vitest';
import type { Project } from '../portfolio/projects';
import type { ReportDefinition } from './reports';
import {
  reportDefinitionProblems,
  reportMeasureKey,
  reportMeasuresOf,
  reportOutputColumns,
} from './report-definition';
import {
  describeReportDefinition,
  formatReportCell,
  nextReportRun,
  quarterOf,
  runReport,
} from './report-run';
import { testProject } from '../testing/project-fixture';

const project = (fields: Partial<Project>) => testProject({ status: 'active', ...fields });

const projects = [
  project({
    name: 'A',
    department: 'IT',
    initialCosts: '100.10',
    roi: '10',
    startDate: '2026-02-01',
  }),
  project({
    name: 'B',
    department: 'IT',
    runningCosts: '1.00',
    roi: '20.5',
    startDate: '2026-05-01',
  }),
  project({ name: 'C', department: 'HR', initialCosts: '0.01', status: 'planning' }),
  project({ name: 'D', department: 'HR', archivedAt: '2026-01-02T00:00:00.000Z' }),
];

describe('reportDefinitionProblems', () => {
  it.each<[string, ReportDefinition, string[]]>([
    ['a plain list', { columns: ['name'] }, []],
    ['no columns and nothing else', { columns: [] }, ['columns']],
    ['a group that is not groupable', { columns: [], groupBy: ['roi'] }, ['groupBy.0']],
    ['sum of a date', { columns: [], measures: reportMeasuresOf('sum_startDate') }, ['measures.0']],
    ['max of a date', { columns: [], measures: reportMeasuresOf('max_startDate') }, []],
    ['avg without a column', { columns: [], measures: reportMeasuresOf('avg') }, ['measures.0']],
    [
      'a twice-named measure',
      { columns: [], measures: reportMeasuresOf('count', 'count') },
      ['measures.1'],
    ],
    [
      'a sort by a hidden column',
      { columns: ['name'], sort: [{ key: 'roi', dir: 'asc' }] },
      ['sort.0.key'],
    ],
    [
      'a sort by a measure',
      { columns: [], groupBy: ['status'], sort: [{ key: 'count', dir: 'desc' }] },
      [],
    ],
    ['a bar chart without groups', { columns: ['name'], chart: 'bar' }, ['chart']],
    ['a line by quarter', { columns: [], groupBy: ['startQuarter'], chart: 'line' }, []],
  ])('%s', (_, definition, fields) => {
    expect(reportDefinitionProblems(definition).map((p) => p.field)).toEqual(fields);
  });
});

describe('runReport', () => {
  it('lists live projects with computed columns, by the first column', () => {
    const result = runReport({ columns: ['name', 'totalInvestment', 'startQuarter'] }, projects);
    expect(result.rows).toEqual([
      { name: 'A', totalInvestment: '100.10', startQuarter: '2026-Q1' },
      { name: 'B', totalInvestment: '12.00', startQuarter: '2026-Q2' },
      { name: 'C', totalInvestment: '0.01', startQuarter: null },
    ]);
    expect(result.truncated).toBe(false);
  });

  it('groups with exact money and rounded averages, as PostgreSQL does', () => {
    const d: ReportDefinition = {
      columns: [],
      groupBy: ['department'],
      measures: reportMeasuresOf(
        'count',
        'sum_totalInvestment',
        'avg_totalInvestment',
        'avg_roi',
        'min_startDate',
      ),
    };
    expect(runReport(d, projects).rows).toEqual([
      {
        department: 'HR',
        count: 1,
        sum_totalInvestment: '0.01',
        avg_totalInvestment: '0.01',
        avg_roi: null,
        min_startDate: null,
      },
      {
        department: 'IT',
        count: 2,
        sum_totalInvestment: '112.10',
        avg_totalInvestment: '56.05',
        avg_roi: 15.25,
        min_startDate: '2026-02-01',
      },
    ]);
    expect(reportOutputColumns(d).map((c) => c.label)).toEqual([
      'Department',
      'Count',
      'Sum of Total Investment',
      'Average of Total Investment',
      'Average of ROI',
      'Min of Start Date',
    ]);
  });

  it('answers one row of totals over no projects, and cuts at the limit', () => {
    expect(
      runReport(
        { columns: [], measures: reportMeasuresOf('count'), filters: { q: 'none' } },
        projects,
      ).rows,
    ).toEqual([{ count: 0 }]);
    expect(runReport({ columns: ['name'], limit: 2 }, projects)).toMatchObject({ truncated: true });
  });

  it('sorts descending with empty values last', () => {
    const rows = runReport(
      { columns: ['name', 'roi'], sort: [{ key: 'roi', dir: 'desc' }] },
      projects,
    ).rows;
    expect(rows.map((r) => r.name)).toEqual(['B', 'A', 'C']);
  });
});

describe('formatting and schedules', () => {
  it.each<[string, string | null]>([
    ['2026-01-01', '2026-Q1'],
    ['2026-06-30', '2026-Q2'],
    ['2026-12-31', '2026-Q4'],
    [null as unknown as string, null],
  ])('quarterOf(%s) = %s', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
  });

  it('words cells as people read them', () => {
    expect(formatReportCell({ key: 'x', type: 'money' }, '1250000.00')).toBe('$1,250,000');
    expect(formatReportCell({ key: 'status', type: 'status' }, 'in_progress')).toBe('In Progress');
    expect(formatReportCell({ key: 'x', type: 'number' }, null)).toBe('—');
  });

  it('describes a definition in one line for the history', () => {
    expect(
      describeReportDefinition({
        columns: [],
        groupBy: ['department'],
        measures: reportMeasuresOf('sum_totalInvestment'),
        chart: 'stacked_bar',
      }),
    ).toBe('Group by Department · Sum of Total Investment · stacked bar chart');
  });

  it.each<['weekly' | 'monthly', string, string]>([
    ['weekly', '2026-11-25T12:00:00Z', '2026-11-30T07:00:00.000Z'],
    ['weekly', '2026-11-30T06:59:00Z', '2026-11-30T07:00:00.000Z'],
    ['weekly', '2026-11-30T07:00:00Z', '2026-12-07T07:00:00.000Z'],
    ['monthly', '2026-11-25T12:00:00Z', '2026-12-01T07:00:00.000Z'],
    ['monthly', '2026-12-01T06:00:00Z', '2026-12-01T07:00:00.000Z'],
    ['monthly', '2026-12-31T23:00:00Z', '2027-01-01T07:00:00.000Z'],
  ])('the %s run after %s is %s', (frequency, after, next) => {
    expect(nextReportRun(frequency, new Date(after)).toISOString()).toBe(next);
  });
});

describe('reportMeasuresOf', () => {
  it('reads measures from the keys reportMeasureKey writes', () => {
    const measures = reportMeasuresOf('count', 'sum_totalInvestment', 'avg_roi');
    expect(measures).toEqual([
      { fn: 'count' },
      { fn: 'sum', column: 'totalInvestment' },
      { fn: 'avg', column: 'roi' },
    ]);
    expect(measures.map(reportMeasureKey)).toEqual(['count', 'sum_totalInvestment', 'avg_roi']);
  });
});
