import { useQuery } from '@tanstack/react-query';
import { routes, type ProjectLinkBody } from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's links to outside items. A write refreshes what its event refreshes for everyone
 * else (the kit's route mutation); an inbound event about a linked item refreshes the list live.
 */

export function useProjectLinks(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listProjectLinks, { params: { id: projectId } }, api.config));
}

interface Scope {
  projectId: string;
  companyId: string;
}

/** Adds a link; its refusals (a bad URL, the same item twice) are shown on the form's field. */
export const useAddProjectLink = (scope: Scope) =>
  useRouteMutation(
    routes.addProjectLink,
    (body: ProjectLinkBody) => ({ params: { id: scope.projectId }, body }),
    scope,
  );

export const useRemoveProjectLink = (scope: Scope) =>
  useRouteMutation(routes.removeProjectLink, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to remove the link' },
    ...scope,
  });
