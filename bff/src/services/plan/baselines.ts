import type { BaselineMilestone } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { upsertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ProjectBaseline } from '../../models/project-baseline.ts';
import { Project } from '../../models/project.ts';
import { listMilestones } from './milestones.ts';
import { lockProject } from '../portfolio/project-lock.ts';

/** The project's current baseline, if one was ever set. */
export async function getProjectBaseline(
  db: Knex,
  projectId: string,
): Promise<ProjectBaseline | undefined> {
  return ProjectBaseline.query(db).findOne({ projectId });
}

/** What the history keeps of a baseline: its dates and each milestone as "name: due date". */
const audited = (baseline: ProjectBaseline) => ({
  companyId: baseline.companyId,
  projectId: baseline.projectId,
  startDate: baseline.startDate,
  targetDate: baseline.targetDate,
  milestones: baseline.milestones.map((m) => `${m.name}: ${m.dueDate}`),
});

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
  const current = await lockProject(uow, project.id);
  const milestones: BaselineMilestone[] = (await listMilestones(uow.trx, project.id)).map((m) => ({
    milestoneId: m.id,
    name: m.name,
    dueDate: m.dueDate,
  }));
  const values = {
    startDate: current.startDate,
    targetDate: current.targetDate,
    milestones,
    setBy,
    setAt: new Date(),
  };
  return upsertRecorded(uow, ProjectBaseline, current, {
    entity: 'project_baseline',
    values,
    label: current.name,
    view: audited,
  });
}
