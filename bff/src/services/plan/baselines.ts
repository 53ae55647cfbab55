import { isOnSchedule, scheduleSlip, type BaselineMilestone } from '@portfolio/contracts';
import type { Knex } from 'knex';
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
  const after = before
    ? await ProjectBaseline.query(uow.trx).patchAndFetchById(before.id, values)
    : await ProjectBaseline.query(uow.trx).insertAndFetch({
        ...values,
        companyId: current.companyId,
        projectId: current.id,
      });
  await uow.record({
    entity: 'project_baseline',
    id: after.id,
    action: before ? 'updated' : 'created',
    label: current.name,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/**
 * How many of the company's live projects with a baseline are on schedule against it (their
 * target and milestones not later than the baseline's), in two queries for all of them.
 */
export async function onScheduleCounts(
  db: Knex,
  companyId: string,
): Promise<{ count: number; baselined: number }> {
  const baselines = (await db('projectBaselines')
    .join('projects', 'projects.id', 'projectBaselines.projectId')
    .where({ 'projects.companyId': companyId, 'projects.archivedAt': null })
    .select(
      'projectBaselines.projectId',
      db.raw(`to_char(project_baselines.target_date, 'YYYY-MM-DD') as baseline_target`),
      db.raw(`to_char(projects.target_date, 'YYYY-MM-DD') as target_date`),
      'projectBaselines.milestones',
    )) as Array<{
    projectId: string;
    baselineTarget: string | null;
    targetDate: string | null;
    milestones: BaselineMilestone[] | string;
  }>;
  if (baselines.length === 0) return { count: 0, baselined: 0 };
  const milestones = (await db('milestones')
    .where({ companyId })
    .whereIn(
      'projectId',
      baselines.map((b) => b.projectId),
    )
    .select(
      'id',
      'projectId',
      'name',
      db.raw(`to_char(due_date, 'YYYY-MM-DD') as due_date`),
    )) as Array<{
    id: string;
    projectId: string;
    name: string;
    dueDate: string;
  }>;
  const milestonesOf = new Map<string, typeof milestones>();
  for (const m of milestones) {
    milestonesOf.set(m.projectId, [...(milestonesOf.get(m.projectId) ?? []), m]);
  }
  const count = baselines.filter((b) =>
    isOnSchedule(
      scheduleSlip(
        { targetDate: b.targetDate, milestones: milestonesOf.get(b.projectId) ?? [] },
        {
          targetDate: b.baselineTarget,
          milestones: typeof b.milestones === 'string' ? JSON.parse(b.milestones) : b.milestones,
        },
      ),
    ),
  ).length;
  return { count, baselined: baselines.length };
}
