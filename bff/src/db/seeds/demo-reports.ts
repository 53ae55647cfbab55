import type { Knex } from 'knex';
import { DEMO_REPORTS, nextReportRun } from '@portfolio/contracts';

/**
 * The demo's saved reports (`DEMO_REPORTS`, the mocks' too): the demo user's two, one e-mailed to
 * them weekly, and a colleague's. Reports already there by name are left alone. Answers how many
 * it added.
 */
export async function ensureReports(
  trx: Knex.Transaction,
  companyId: string,
  demoUserId: string,
  colleagueId: string,
): Promise<number> {
  const present = new Set((await trx('reports').where({ companyId }).pluck('name')) as string[]);
  const missing = DEMO_REPORTS.filter((r) => !present.has(r.name));
  if (missing.length === 0) return 0;
  await trx('reports').insert(
    missing.map(({ name, visibility, owner, weekly, definition }) => ({
      name,
      visibility,
      createdBy: owner === 'demo user' ? demoUserId : colleagueId,
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
