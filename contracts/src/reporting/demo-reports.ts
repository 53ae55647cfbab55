import type { ReportDefinition } from './reports';
import { reportMeasuresOf } from './report-definition';

export interface DemoReport {
  name: string;
  visibility: 'shared' | 'private';
  /** Whose it is: the demo user's own, or a colleague's (read-only to the demo user). */
  owner: 'demo user' | 'colleague';
  /** E-mailed weekly to the demo user. */
  weekly?: boolean;
  definition: ReportDefinition;
}

/**
 * The demo's saved reports, so /reports opens on something to run, in the seeded database and
 * in the mocks alike: the demo user's shared investment by department (e-mailed to them weekly)
 * and private pipeline by quarter, and a colleague's shared compliance overview.
 */
export const DEMO_REPORTS: readonly DemoReport[] = [
  {
    name: 'Investment by department',
    visibility: 'shared',
    owner: 'demo user',
    weekly: true,
    definition: {
      columns: [],
      groupBy: ['department'],
      measures: reportMeasuresOf('count', 'sum_totalInvestment', 'avg_roi', 'sum_openRisks'),
      sort: [{ key: 'sum_totalInvestment', dir: 'desc' }],
      chart: 'bar',
    },
  },
  {
    name: 'Pipeline by quarter',
    visibility: 'private',
    owner: 'demo user',
    definition: {
      columns: [],
      groupBy: ['startQuarter', 'status'],
      measures: reportMeasuresOf('count', 'sum_expectedReturn'),
      chart: 'stacked_bar',
    },
  },
  {
    name: 'EU AI Act classes and open risks',
    visibility: 'shared',
    owner: 'colleague',
    definition: {
      columns: [],
      groupBy: ['aiActClass'],
      measures: reportMeasuresOf('count', 'sum_openRisks'),
      chart: 'bar',
    },
  },
];
