import type { Knex } from 'knex';
import { nextReportRun, type ReportDefinition } from '@portfolio/contracts';

/**
 * The demo's saved reports, so /reports opens on something to run: the demo user's shared
 * investment by department (e-mailed to them weekly) and private pipeline by quarter, and a
 * colleague's shared compliance overview (read-only to the demo user). Reports already there by
 * name are left alone. Answers how many it added.
 */
export async function ensureReports(
  trx: Knex.Transaction,
  companyId: string,
  demoUserId: string,
  colleagueId: string,
): Promise<number> {
  const reports: Array<{
    name: string;
    visibility: 'shared' | 'private';
    createdBy: string;
    weekly?: boolean;
    definition: ReportDefinition;
  }> = [
    {
      name: 'Investment by department',
      visibility: 'shared',
      createdBy: demoUserId,
      weekly: true,
      definition: {
        columns: [],
        groupBy: ['department'],
        measures: [
          { fn: 'count' },
          { fn: 'sum', column: 'totalInvestment' },
          { fn: 'avg', column: 'roi' },
          { fn: 'sum', column: 'openRisks' },
        ],
        sort: [{ key: 'sum_totalInvestment', dir: 'desc' }],
        chart: 'bar',
      },
    },
    {
      name: 'Pipeline by quarter',
      visibility: 'private',
      createdBy: demoUserId,
      definition: {
        columns: [],
        groupBy: ['startQuarter', 'status'],
        measures: [{ fn: 'count' }, { fn: 'sum', column: 'expectedReturn' }],
        chart: 'stacked_bar',
      },
    },
    {
      name: 'EU AI Act classes and open risks',
      visibility: 'shared',
      createdBy: colleagueId,
      definition: {
        columns: [],
        groupBy: ['aiActClass'],
        measures: [{ fn: 'count' }, { fn: 'sum', column: 'openRisks' }],
        chart: 'bar',
      },
    },
  ];
  const present = new Set((await trx('reports').where({ companyId }).pluck('name')) as string[]);
  const missing = reports.filter((r) => !present.has(r.name));
  if (missing.length === 0) return 0;
  await trx('reports').insert(
    missing.map(({ weekly, definition, ...report }) => ({
      ...report,
      companyId,
      definition: JSON.stringify(definition),
      ...(weekly
        ? {
            scheduleFrequency: 'weekly',
            scheduleRecipients: JSON.stringify([demoUserId]),
            scheduleNextRunAt: nextReportRun('weekly', new Date()),
          }
        : {}),
    })),
  );
  return missing.length;
}
