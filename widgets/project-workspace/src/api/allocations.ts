import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi } from '@portfolio/ui';
import { useProjectRead, useProjectWrite, type ProjectScope } from './project-routes';

/*
 * A project's team: the company's people, the project's allocations, and what each person
 * gives every project in the months shown (to flag an over-allocation). Saving the set refreshes
 * what its event refreshes for everyone else (the capacity view, the dashboard's count).
 */

export const useProjectAllocations = (projectId: string) =>
  useProjectRead(routes.listProjectAllocations, projectId);

export function usePeople(companyId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listPeople, { params: { companyId } }, api.config));
}

export function useCapacity(companyId: string, from: string, to: string) {
  const api = useApi();
  return useQuery(
    routeQuery(routes.getCapacity, { params: { companyId }, query: { from, to } }, api.config),
  );
}

export const useSetProjectAllocations = (scope: ProjectScope) =>
  useProjectWrite(routes.setProjectAllocations, scope, 'Failed to save the team');
