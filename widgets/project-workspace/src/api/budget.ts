import { useQuery } from '@tanstack/react-query';
import {
  routes,
  type BudgetPlanBody,
  type SpendCreateBody,
  type SpendUpdateBody,
} from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's budget against its actuals: the budget (plan and actuals per month), its spend
 * entries, and the writes on them. A write refreshes what its event refreshes for everyone else
 * (the kit's route mutation): the budget, the spend list, the dashboard, the history.
 */

export function useProjectBudget(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getProjectBudget, { params: { id: projectId } }, api.config));
}

export function useSpend(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listSpend, { params: { id: projectId } }, api.config));
}

interface Scope {
  projectId: string;
  companyId: string;
}

export const useCreateSpend = (scope: Scope) =>
  useRouteMutation(
    routes.createSpend,
    (body: SpendCreateBody) => ({ params: { id: scope.projectId }, body }),
    { meta: { errorMessage: 'Failed to add spend' }, ...scope },
  );

export const useUpdateSpend = (scope: Scope) =>
  useRouteMutation(
    routes.updateSpend,
    ({ id, body }: { id: string; body: SpendUpdateBody }) => ({ params: { id }, body }),
    { meta: { errorMessage: 'Failed to update spend' }, ...scope },
  );

export const useDeleteSpend = (scope: Scope) =>
  useRouteMutation(routes.deleteSpend, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete spend' },
    ...scope,
  });

export const useUpdateBudgetPlan = (scope: Scope) =>
  useRouteMutation(
    routes.updateBudgetPlan,
    (body: BudgetPlanBody) => ({ params: { id: scope.projectId }, body }),
    { meta: { errorMessage: 'Failed to update the plan' }, ...scope },
  );
