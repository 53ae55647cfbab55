import { routes } from '@portfolio/contracts';
import {
  projectItemWrites,
  useProjectRead,
  useProjectWrite,
  type ProjectScope,
  projectRead,
} from './project-routes';

/*
 * A project's budget against its actuals: the budget (plan and actuals per month), its spend
 * entries, and the writes on them. A write refreshes what its event refreshes for everyone else
 * (the kit's route mutation): the budget, the spend list, the dashboard, the history.
 */

export const useProjectBudget = projectRead(routes.getProjectBudget);

export const useSpend = (projectId: string) => useProjectRead(routes.listSpend, projectId);

export const [useCreateSpend, useUpdateSpend, useDeleteSpend] = projectItemWrites('spend', {
  create: routes.createSpend,
  update: routes.updateSpend,
  remove: routes.deleteSpend,
});

export const useUpdateBudgetPlan = (scope: ProjectScope) =>
  useProjectWrite(routes.updateBudgetPlan, scope, 'Failed to update the plan');
