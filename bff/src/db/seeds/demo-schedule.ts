import type { Knex } from 'knex';
import { addDays, calendarDateOf, daysBetween } from '@portfolio/contracts';
import { insertMissing } from './insert-missing.ts';

/** The milestones of a dated project, at these shares of the time from its start to its target. */
const MILESTONES: ReadonlyArray<{ name: string; share: number }> = [
  { name: 'Pilot with first users', share: 1 / 3 },
  { name: 'Go-live decision', share: 2 / 3 },
  { name: 'Live for everyone', share: 1 },
];

/** The one milestone left undone past its date: the milestone-overdue rule reports it. */
const OVERDUE = { project: 'Expense Report Auditing', milestone: 'Pilot with first users' };

interface DatedProject {
  id: string;
  name: string;
  department: string;
  status: string;
  startDate: string;
  targetDate: string;
}

/**
 * The demo's schedule beyond dates, so the timeline has diamonds and arrows on a first start:
 * every dated project past planning gets three milestones over its span (done once their date
 * has passed, but OVERDUE), and a planning project waits for a project of its department that
 * ends before it starts (finish to start, so no dependency is late). Projects that already have
 * milestones, and pairs already linked, are left alone. Answers the rows it added.
 */
export async function ensureSchedule(
  trx: Knex.Transaction,
  companyId: string,
  projectIds: string[],
): Promise<{ milestones: number; dependencies: number }> {
  const dated = (await trx('projects')
    .whereIn('id', projectIds)
    .whereNotNull('startDate')
    .whereNotNull('targetDate')
    .orderBy('name')
    .select(
      'id',
      'name',
      'department',
      'status',
      trx.raw(`to_char(start_date, 'YYYY-MM-DD') as start_date`),
      trx.raw(`to_char(target_date, 'YYYY-MM-DD') as target_date`),
    )) as DatedProject[];
  const planned = new Set(
    (
      (await trx('milestones').whereIn('projectId', projectIds).distinct('projectId')) as Array<{
        projectId: string;
      }>
    ).map((row) => row.projectId),
  );
  const today = calendarDateOf(new Date());
  const milestones = dated
    .filter((p) => p.status !== 'planning' && !planned.has(p.id))
    .flatMap((p) =>
      MILESTONES.map(({ name, share }) => {
        const dueDate = addDays(
          p.startDate,
          Math.round(daysBetween(p.startDate, p.targetDate) * share),
        );
        const overdue = p.name === OVERDUE.project && name === OVERDUE.milestone;
        return { companyId, projectId: p.id, name, dueDate, done: dueDate < today && !overdue };
      }),
    );
  if (milestones.length > 0) await trx('milestones').insert(milestones);

  const dependencies = dated
    .filter((p) => p.status === 'planning')
    .flatMap((later) => {
      const before = dated.find(
        (p) =>
          p.id !== later.id &&
          p.department === later.department &&
          p.status !== 'planning' &&
          p.targetDate <= later.startDate,
      );
      return before ? [{ companyId, projectId: later.id, dependsOnProjectId: before.id }] : [];
    });
  const linked = await insertMissing(trx, 'project_dependencies', dependencies, [
    'projectId',
    'dependsOnProjectId',
  ]);
  return { milestones: milestones.length, dependencies: linked };
}
