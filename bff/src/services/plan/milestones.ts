import {
  calendarDateOf,
  projectProgress,
  type MilestoneCreateBody,
  type MilestoneUpdateBody,
  type ProjectProgressEntry,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, insertRecorded, patchRecorded } from '../../audit/recorded-writes.ts';
import { lockedChange, type UnitOfWork } from '../../audit/unit-of-work.ts';
import { Milestone } from '../../models/milestone.ts';
import type { Project } from '../../models/project.ts';

/** A project's milestones by due date (then name, then id: a total order). */
export async function listMilestones(db: Knex, projectId: string): Promise<Milestone[]> {
  return Milestone.query(db).where({ projectId }).orderBy(['dueDate', 'name', 'id']);
}

export async function createMilestone(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: MilestoneCreateBody,
): Promise<Milestone> {
  return insertRecorded(uow, Milestone, 'milestone', {
    companyId: project.companyId,
    projectId: project.id,
    name: body.name.trim(),
    dueDate: body.dueDate,
    done: body.done ?? false,
  });
}

/** Any subset of name, due date and done; the milestone gone meanwhile → 404. */
export const updateMilestone = lockedChange(
  Milestone,
  notFoundMessage('milestone'),
  (uow, before, body: MilestoneUpdateBody) => {
    const patch = body.name === undefined ? body : { ...body, name: body.name.trim() };
    return patchRecorded(uow, Milestone, 'milestone', before, patch);
  },
);

export async function deleteMilestone(uow: UnitOfWork, milestone: Pick<Milestone, 'id'>) {
  const before = await uow.lock(Milestone, milestone.id, notFoundMessage('milestone'));
  await deleteRecorded(uow, Milestone, 'milestone', before);
}

/**
 * How far each of the company's given projects has come on `now`'s day (UTC): its milestones
 * done, or the time from its start to its target passed (`projectProgress`). One query for all
 * of them; projects of another company, and those with nothing to measure, are left out.
 */
export async function progressOf(
  db: Knex,
  companyId: string,
  projectIds: readonly string[],
  now = new Date(),
): Promise<ProjectProgressEntry[]> {
  if (projectIds.length === 0) return [];
  const rows = (await db('projects as p')
    .leftJoin('milestones as m', 'm.projectId', 'p.id')
    .where('p.companyId', companyId)
    .whereIn('p.id', projectIds)
    .groupBy('p.id')
    .orderBy('p.id')
    .select(
      'p.id',
      'p.startDate',
      'p.targetDate',
      db.raw('count(m.id)::int as total'),
      db.raw('(count(m.id) filter (where m.done))::int as done'),
    )) as Array<{
    id: string;
    startDate: string | null;
    targetDate: string | null;
    total: number;
    done: number;
  }>;
  const today = calendarDateOf(now);
  return rows.flatMap((row) => {
    const progress = projectProgress(row, row, today);
    return progress ? [{ projectId: row.id, ...progress }] : [];
  });
}
