import { write } from '../../audit/unit-of-work.ts';
import { Milestone } from '../../models/milestone.ts';
import { ProjectDependency } from '../../models/project-dependency.ts';
import {
  presentMilestone,
  presentProjectBaseline,
  presentProjectDependency,
} from '../../presenters/plan/schedule.ts';
import { getProjectBaseline, setProjectBaseline } from '../../services/plan/baselines.ts';
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  progressOf,
  updateMilestone,
} from '../../services/plan/milestones.ts';
import {
  addProjectDependency,
  listProjectDependencies,
  removeProjectDependency,
} from '../../services/plan/project-dependencies.ts';
import { contractRoute, listRowsRoute, removeRowRoute, writeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const milestoneOfPath = { model: Milestone, param: 'id' } as const;

export const listMilestonesRoute = listRowsRoute(
  'listMilestones',
  projectOfPath,
  listMilestones,
  presentMilestone,
);

export const createMilestoneRoute = writeRowRoute(
  'createMilestone',
  projectOfPath,
  createMilestone,
  presentMilestone,
);

export const updateMilestoneRoute = writeRowRoute(
  'updateMilestone',
  milestoneOfPath,
  updateMilestone,
  presentMilestone,
);

export const deleteMilestoneRoute = removeRowRoute(
  'deleteMilestone',
  milestoneOfPath,
  deleteMilestone,
);

export const listProjectDependenciesRoute = listRowsRoute(
  'listProjectDependencies',
  projectOfPath,
  listProjectDependencies,
  presentProjectDependency,
);

export const addProjectDependencyRoute = writeRowRoute(
  'addProjectDependency',
  projectOfPath,
  (uow, project, body, { userId }) =>
    addProjectDependency(uow, project, body.dependsOnProjectId, userId ?? null),
  presentProjectDependency,
);

export const removeProjectDependencyRoute = removeRowRoute(
  'removeProjectDependency',
  { model: ProjectDependency, param: 'id' },
  removeProjectDependency,
);

export const getProjectBaselineRoute = contractRoute('getProjectBaseline', {
  row: projectOfPath,
  async handle({ row, deps }) {
    const baseline = await getProjectBaseline(deps.db, row.id);
    return { baseline: baseline ? presentProjectBaseline(baseline) : null };
  },
});

export const setProjectBaselineRoute = contractRoute('setProjectBaseline', {
  row: projectOfPath,
  async handle({ row, userId, actor, deps }) {
    const baseline = await write(deps, actor, (uow) =>
      setProjectBaseline(uow, row, userId ?? null),
    );
    return presentProjectBaseline(baseline);
  },
});

/** GET /api/companies/{companyId}/project-progress?projectIds=…: the By Status Progress column. */
export const getProjectProgressRoute = contractRoute('getProjectProgress', {
  async handle({ params, query, deps }) {
    return progressOf(deps.db, params.companyId, [...new Set(query.projectIds.split(','))]);
  },
});
