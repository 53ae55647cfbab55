import type {
  Milestone as MilestoneBody,
  ProjectBaseline as ProjectBaselineBody,
  ProjectDependency as ProjectDependencyBody,
} from '@portfolio/contracts';
import type { Milestone } from '../../models/milestone.ts';
import type { ProjectBaseline } from '../../models/project-baseline.ts';
import type { NamedDependency } from '../../services/plan/project-dependencies.ts';
import { toIsoString } from '../../db/dates.ts';

export function presentMilestone(row: Milestone): MilestoneBody {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    name: row.name,
    dueDate: row.dueDate,
    done: row.done,
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

export function presentProjectDependency(row: NamedDependency): ProjectDependencyBody {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    projectName: row.projectName,
    dependsOnProjectId: row.dependsOnProjectId,
    dependsOnProjectName: row.dependsOnProjectName,
    createdAt: toIsoString(row.createdAt),
  };
}

export function presentProjectBaseline(row: ProjectBaseline): ProjectBaselineBody {
  return {
    projectId: row.projectId,
    startDate: row.startDate ?? null,
    targetDate: row.targetDate ?? null,
    milestones: row.milestones.map((m) => ({
      milestoneId: m.milestoneId,
      name: m.name,
      dueDate: m.dueDate,
    })),
    setAt: toIsoString(row.setAt),
    setBy: row.setBy ?? null,
  };
}
