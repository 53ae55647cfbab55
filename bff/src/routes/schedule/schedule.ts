import { write } from '../../audit/unit-of-work.ts';
import { Milestone } from '../../models/milestone.ts';
import { ProjectDependency } from '../../models/project-dependency.ts';
import {
  presentMilestone,
  presentProjectBaseline,
  presentProjectDependency,
} from '../../presenters/schedule.ts';
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
import { contractRoute, removeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const milestoneOfPath = { model: Milestone, param: 'id' } as const;

export const listMilestonesRoute = contractRoute('listMilestones', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return (await listMilestones(deps.db, row.id)).map(presentMilestone);
  },
});

export const createMilestoneRoute = contractRoute('createMilestone', {
  row: projectOfPath,
  async handle({ row, body, actor, deps }) {
    return presentMilestone(await write(deps, actor, (uow) => createMilestone(uow, row, body)));
  },
});

export const updateMilestoneRoute = contractRoute('updateMilestone', {
  row: milestoneOfPath,
  async handle({ row, body, actor, deps }) {
    return presentMilestone(await write(deps, actor, (uow) => updateMilestone(uow, row, body)));
  },
});

export const deleteMilestoneRoute = removeRowRoute(
  'deleteMilestone',
  milestoneOfPath,
  deleteMilestone,
);

export const listProjectDependenciesRoute = contractRoute('listProjectDependencies', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return (await listProjectDependencies(deps.db, row.id)).map(presentProjectDependency);
  },
});

export const addProjectDependencyRoute = contractRoute('addProjectDependency', {
  row: projectOfPath,
  async handle({ row, body, userId, actor, deps }) {
    const added = await write(deps, actor, (uow) =>
      addProjectDependency(uow, row, body.dependsOnProjectId, userId ?? null),
    );
    return presentProjectDependency(added);
  },
});

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
