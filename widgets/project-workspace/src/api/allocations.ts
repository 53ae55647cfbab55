import { routes } from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';
import { useProjectWrite, type ProjectScope, projectRead } from './project-routes';

/*
 * A project's team: the company's people, the project's allocations, and what each person
 * gives every project in the months shown (to flag an over-allocation). Saving the set refreshes
 * what its event refreshes for everyone else (the capacity view, the dashboard's count).
 */

export const useProjectAllocations = projectRead(routes.listProjectAllocations);

export const usePeople = (companyId: string) =>
  useRouteQuery(routes.listPeople, { params: { companyId } });

export const useCapacity = (companyId: string, from: string, to: string) =>
  useRouteQuery(routes.getCapacity, { params: { companyId }, query: { from, to } });

export const useSetProjectAllocations = (scope: ProjectScope) =>
  useProjectWrite(routes.setProjectAllocations, scope, 'Failed to save the team');
