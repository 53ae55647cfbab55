import { useQuery } from '@tanstack/react-query';
import { routes, type ProjectDoraBody, type ProjectGdprBody } from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's GDPR and DORA records. Saving one sets the project's status it implies, so a save
 * refreshes the project and its lists as well (the kit's route mutation, by the contract's
 * event routes).
 */

export function useProjectGdpr(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getProjectGdpr, { params: { id: projectId } }, api.config));
}

export function useProjectDora(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getProjectDora, { params: { id: projectId } }, api.config));
}

interface Scope {
  projectId: string;
  companyId: string;
}

export const useSaveProjectGdpr = (scope: Scope) =>
  useRouteMutation(
    routes.updateProjectGdpr,
    (body: ProjectGdprBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );

export const useSaveProjectDora = (scope: Scope) =>
  useRouteMutation(
    routes.updateProjectDora,
    (body: ProjectDoraBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );
