import { useQuery } from '@tanstack/react-query';
import { routes, type AllocationsBody } from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's team: the company's people, the project's allocations, and what each person
 * gives every project in the months shown (to flag an over-allocation). Saving the set refreshes
 * what its event refreshes for everyone else (the capacity view, the dashboard's count).
 */

export function useProjectAllocations(projectId: string) {
  const api = useApi();
  return useQuery(
    routeQuery(routes.listProjectAllocations, { params: { id: projectId } }, api.config),
  );
}

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

export const useSetProjectAllocations = (scope: { projectId: string; companyId: string }) =>
  useRouteMutation(
    routes.setProjectAllocations,
    (body: AllocationsBody) => ({ params: { id: scope.projectId }, body }),
    { meta: { errorMessage: 'Failed to save the team' }, ...scope },
  );
