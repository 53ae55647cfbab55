import { describe, expect, it } from 'vitest';
import { testProposal } from '../testing/proposal-fixture';
import { proposalCsvColumns } from '../intake/proposal-csv';
import type { ReportDefinition } from './reports';
import {
  reportDefinitionProblems,
  reportMeasuresOf,
  reportOutputColumns,
} from './report-definition';
import { describeReportDefinition, formatReportCell, runReport } from './report-run';
import { proposalDaysToDecision } from './proposal-report';

// Five proposals, three decided: 3.5, 10.25 and 1 days from submission to decision.
const proposals = [
  testProposal({
    name: 'Invoice reader',
    department: 'Finance',
    tier: 'minimal',
    state: 'approved',
    score: 4.5,
    initialCosts: '1000.00',
    runningCosts: '10.00',
    createdAt: '2026-01-05T09:00:00.000Z',
    decidedAt: '2026-01-08T21:00:00.000Z',
  }),
  testProposal({
    name: 'Credit scorer',
    department: 'Finance',
    tier: 'high',
    state: 'rejected',
    score: 2,
    createdAt: '2026-01-20T00:00:00.000Z',
    decidedAt: '2026-01-30T06:00:00.000Z',
  }),
  testProposal({
    name: 'Resume ranker',
    department: 'HR',
    tier: 'high',
    createdAt: '2026-02-03T10:00:00.000Z',
  }),
  testProposal({
    name: 'Onboarding bot',
    department: 'HR',
    tier: 'limited',
    state: 'merged',
    score: 6,
    createdAt: '2026-02-10T00:00:00.000Z',
    decidedAt: '2026-02-11T00:00:00.000Z',
  }),
  testProposal({
    name: 'Emotion reader',
    department: 'IT',
    tier: 'prohibited',
    state: 'in_review',
    score: 1,
    createdAt: '2026-02-28T23:30:00.000Z',
  }),
];

const ofProposals = (d: Omit<ReportDefinition, 'source'>): ReportDefinition => ({
  source: 'proposals',
  ...d,
});
const run = (d: Omit<ReportDefinition, 'source'>) =>
  runReport(ofProposals(d), [], undefined, proposals);

describe('reports of proposals', () => {
  it('counts proposals by department, and averages time to decision over decided ones only', () => {
    const result = run({
      columns: [],
      groupBy: ['department'],
      measures: reportMeasuresOf(
        'count',
        'avg_daysToDecision',
        'count_daysToDecision',
        'avg_score',
      ),
    });
    expect(result.rows).toEqual([
      {
        department: 'Finance',
        count: 2,
        avg_daysToDecision: 6.88,
        count_daysToDecision: 2,
        avg_score: 3.25,
      },
      {
        department: 'HR',
        count: 2,
        avg_daysToDecision: 1,
        count_daysToDecision: 1,
        avg_score: 6,
      },
      {
        department: 'IT',
        count: 1,
        avg_daysToDecision: null,
        count_daysToDecision: 0,
        avg_score: 1,
      },
    ]);
    expect(result.columns.map((c) => c.label)).toEqual([
      'Department',
      'Count',
      'Average of Days to Decision',
      'Count of Days to Decision',
      'Average of Score',
    ]);
  });

  it('counts proposals by tier, and by month of submission', () => {
    expect(run({ columns: [], groupBy: ['tier'] }).rows).toEqual([
      { tier: 'high', count: 2 },
      { tier: 'limited', count: 1 },
      { tier: 'minimal', count: 1 },
      { tier: 'prohibited', count: 1 },
    ]);
    expect(
      run({
        columns: [],
        groupBy: ['submittedMonth'],
        measures: reportMeasuresOf('max_daysToDecision'),
        chart: 'line',
      }).rows,
    ).toEqual([
      { submittedMonth: '2026-01', max_daysToDecision: 10.25 },
      { submittedMonth: '2026-02', max_daysToDecision: 1 },
    ]);
  });

  it('lists proposals with their figures, filtered by state, tier and search', () => {
    const result = run({
      columns: ['name', 'state', 'createdAt', 'decidedAt', 'daysToDecision', 'totalInvestment'],
      filters: { state: ['approved', 'rejected', 'submitted'], tier: ['minimal', 'high'], q: 'r' },
    });
    expect(result.rows).toEqual([
      {
        name: 'Credit scorer',
        state: 'rejected',
        createdAt: '2026-01-20',
        decidedAt: '2026-01-30',
        daysToDecision: 10.25,
        totalInvestment: '0.00',
      },
      {
        name: 'Invoice reader',
        state: 'approved',
        createdAt: '2026-01-05',
        decidedAt: '2026-01-08',
        daysToDecision: 3.5,
        totalInvestment: '1120.00',
      },
      {
        name: 'Resume ranker',
        state: 'submitted',
        createdAt: '2026-02-03',
        decidedAt: null,
        daysToDecision: null,
        totalInvestment: '0.00',
      },
    ]);
    expect(reportOutputColumns(ofProposals({ columns: ['name', 'createdAt'] }))).toEqual([
      { key: 'name', label: 'Proposal Name', type: 'text', role: 'column' },
      { key: 'createdAt', label: 'Submitted', type: 'date', role: 'column' },
    ]);
  });

  it('answers one row of totals over all proposals', () => {
    expect(
      run({
        columns: [],
        measures: reportMeasuresOf('count', 'avg_daysToDecision', 'min_decidedAt'),
      }).rows,
    ).toEqual([{ count: 5, avg_daysToDecision: 4.92, min_decidedAt: '2026-01-08' }]);
  });

  it('computes days to decision to the hundredth, none while open', () => {
    expect(proposalDaysToDecision(proposals[0]!)).toBe(3.5);
    expect(proposalDaysToDecision(proposals[2]!)).toBeNull();
    expect(
      proposalDaysToDecision({
        createdAt: '2026-01-01T00:00:00.000Z',
        decidedAt: '2026-01-01T00:07:12.000Z',
      }),
    ).toBe(0.01);
  });

  it.each<[string, ReportDefinition, string[]]>([
    ['a proposal column in a project report', { columns: ['name', 'tier'] }, ['columns.1']],
    [
      'a project column in a proposal report',
      ofProposals({ columns: [], groupBy: ['status'], measures: reportMeasuresOf('sum_roi') }),
      ['groupBy.0', 'measures.0'],
    ],
    [
      'a proposal filter on projects',
      { columns: ['name'], filters: { tier: ['high'] } },
      ['filters.tier'],
    ],
    [
      'a project filter on proposals',
      ofProposals({ columns: ['name'], filters: { status: ['active'], archived: true } }),
      ['filters.status', 'filters.archived'],
    ],
    [
      'a line of proposals not by month',
      ofProposals({ columns: [], groupBy: ['tier'], chart: 'line' }),
      ['chart'],
    ],
    [
      'a sum of tiers',
      ofProposals({ columns: [], measures: reportMeasuresOf('sum_tier') }),
      ['measures.0'],
    ],
    [
      'proposals by state, averaging the score',
      ofProposals({ columns: [], groupBy: ['state'], measures: reportMeasuresOf('avg_score') }),
      [],
    ],
  ])('%s', (_, definition, fields) => {
    expect(reportDefinitionProblems(definition).map((p) => p.field)).toEqual(fields);
  });

  it('says what is wrong in words, and describes and formats proposals as people read them', () => {
    expect(
      reportDefinitionProblems(ofProposals({ columns: [], groupBy: ['tier'], chart: 'line' })),
    ).toEqual([
      { field: 'chart', message: 'A line chart needs Submitted Month as its first group' },
    ]);
    expect(reportDefinitionProblems({ columns: ['tier'] })[0]!.message).toBe(
      'Risk Tier is not a column of projects',
    );
    expect(
      describeReportDefinition(
        ofProposals({
          columns: [],
          groupBy: ['tier'],
          measures: reportMeasuresOf('avg_daysToDecision'),
        }),
      ),
    ).toBe('Proposals · Group by Risk Tier · Average of Days to Decision');
    expect(formatReportCell({ key: 'tier', type: 'status' }, 'high')).toBe('High-risk');
    expect(formatReportCell({ key: 'state', type: 'status' }, 'in_review')).toBe('In review');
  });
});

describe('the proposals CSV columns', () => {
  it('write codes, UTC instants, days to decision and one column per intake question', () => {
    const columns = proposalCsvColumns([{ id: 'pilot', label: 'Is there a pilot?' }]);
    const row = Object.fromEntries(
      columns.map((c) => [
        c.header,
        c.value({ ...proposals[1]!, answers: { pilot: false }, rejectionReason: 'Too risky' }),
      ]),
    );
    expect(row).toMatchObject({
      Name: 'Credit scorer',
      State: 'rejected',
      'Risk Tier': 'high',
      'Submitted At (UTC)': '2026-01-20T00:00:00.000Z',
      'Days to Decision': 10.25,
      'Rejection Reason': 'Too risky',
      'Is there a pilot?': 'No',
    });
  });
});
