import type { BaselineMilestone } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { upsertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ProjectBaseline } from '../../models/project-baseline.ts';
import { Project } from '../../models/project.ts';
import { listMilestones } from './milestones.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../portfolio/projects.ts';

/** The project's current baseline, if one was ever set. */
export async function getProjectBaseline(
  db: Knex,
  projectId: string,
): Promise<ProjectBaseline | undefined> {
  return ProjectBaseline.query(db).findOne({ projectId });
}

/** What the history keeps of a baseline: its dates and each milestone as "name: due date". */
const audited = (baseline: ProjectBaseline | undefined) =>
  baseline && {
    companyId: baseline.companyId,
    projectId: baseline.projectId,
    startDate: baseline.startDate,
    targetDate: baseline.targetDate,
    milestones: baseline.milestones.map((m) => `${m.name}: ${m.dueDate}`),
  };

/**
 * Stores the project's dates and milestones as they are now as its baseline, replacing the
 * previous one. The project is locked while they are read, so the baseline is one moment's
 * schedule. A baseline set again with nothing changed records no history.
 */
export async function setProjectBaseline(
  uow: UnitOfWork,
  project: Pick<Project, 'id'>,
  setBy: string | null,
): Promise<ProjectBaseline> {
  const current = await uow.lock(Project, project.id, PROJECT_NOT_FOUND_MESSAGE);
  const milestones: BaselineMilestone[] = (await listMilestones(uow.trx, project.id)).map((m) => ({
    milestoneId: m.id,
    name: m.name,
    dueDate: m.dueDate,
  }));
  const before = await ProjectBaseline.query(uow.trx)
    .findOne({ projectId: project.id })
    .forUpdate();
  const values = {
    startDate: current.startDate,
    targetDate: current.targetDate,
    milestones,
    setBy,
    setAt: new Date(),
  };
  return upsertRecorded(uow, ProjectBaseline, {
    entity: 'project_baseline',
    before: before ?? null,
    values,
    created: { companyId: current.companyId, projectId: current.id },
    label: current.name,
    view: audited,
  });
}

/**
 * How many of the company's live projects with a baseline are on schedule against it (the
 * contracts' `isOnSchedule`: their target and every milestone the baseline holds not later than
 * the baseline's), counted by PostgreSQL in one statement.
 */
export async function onScheduleCounts(
  db: Knex,
  companyId: string,
): Promise<{ count: number; baselined: number }> {
  const { rows } = (await db.raw(
    `select (count(*) filter (where on_schedule))::int as count, count(*)::int as baselined
       from (select (b.target_date is null or p.target_date is null
                     or p.target_date <= b.target_date)
                    and not exists (
                      select 1 from jsonb_array_elements(b.milestones::jsonb) planned
                        join milestones m on m.id::text = planned->>'milestoneId'
                       where m.project_id = p.id
                         and m.due_date > (planned->>'dueDate')::date) as on_schedule
               from project_baselines b
               join projects p on p.id = b.project_id
              where p.company_id = ? and p.archived_at is null) baselined`,
    [companyId],
  )) as { rows: Array<{ count: number; baselined: number }> };
  return rows[0]!;
}
