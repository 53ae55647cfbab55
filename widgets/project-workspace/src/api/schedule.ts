import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  pathsOutdatedByChange,
  routes,
  type MilestoneCreateBody,
  type MilestoneUpdateBody,
} from '@portfolio/contracts';
import { refreshPaths, routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's schedule: its milestones, its dependencies and its baseline. A write refreshes
 * what its event refreshes for everyone else (the kit's route mutation); a dependency also
 * changes the other project's "Blocks" list, which its event does not name.
 */

const dependencyChanged = (client: QueryClient, companyId: string, projectId: string) =>
  refreshPaths(client, pathsOutdatedByChange({ kind: 'project_dependency', companyId, projectId }));

export function useMilestones(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.listMilestones, { params: { id: projectId } }, api.config));
}

export function useProjectDependencies(projectId: string) {
  const api = useApi();
  return useQuery(
    routeQuery(routes.listProjectDependencies, { params: { id: projectId } }, api.config),
  );
}

export function useProjectBaseline(projectId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getProjectBaseline, { params: { id: projectId } }, api.config));
}

/** The company's live projects by name: the choices of a new dependency. */
export function useCompanyProjectNames(companyId: string) {
  const api = useApi();
  return useQuery({
    ...routeQuery(
      routes.listProjects,
      { params: { companyId }, query: { sort: 'name' } },
      api.config,
    ),
    select: (projects) => projects.map(({ id, name }) => ({ id, name })),
  });
}

interface Scope {
  projectId: string;
  companyId: string;
}

export const useCreateMilestone = (scope: Scope) =>
  useRouteMutation(
    routes.createMilestone,
    (body: MilestoneCreateBody) => ({ params: { id: scope.projectId }, body }),
    { meta: { errorMessage: 'Failed to add milestone' }, ...scope },
  );

export const useUpdateMilestone = (scope: Scope) =>
  useRouteMutation(
    routes.updateMilestone,
    ({ id, body }: { id: string; body: MilestoneUpdateBody }) => ({ params: { id }, body }),
    { meta: { errorMessage: 'Failed to update milestone' }, ...scope },
  );

export const useDeleteMilestone = (scope: Scope) =>
  useRouteMutation(routes.deleteMilestone, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete milestone' },
    ...scope,
  });

export const useAddProjectDependency = (scope: Scope) =>
  useRouteMutation(
    routes.addProjectDependency,
    (dependsOnProjectId: string) => ({
      params: { id: scope.projectId },
      body: { dependsOnProjectId },
    }),
    {
      meta: { errorMessage: 'Failed to add dependency' },
      ...scope,
      onSuccess: (client, added) =>
        dependencyChanged(client, scope.companyId, added.dependsOnProjectId),
    },
  );

/** Removes a dependency: the lists of both its projects (the caller names the other) change. */
export function useRemoveProjectDependency({ projectId, companyId }: Scope) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to remove dependency' },
    mutationFn: ({ id }: { id: string; otherProjectId: string }) =>
      api.call(routes.removeProjectDependency, { params: { id } }),
    onSuccess: (_, { otherProjectId }) =>
      Promise.all(
        [projectId, otherProjectId].map((id) => dependencyChanged(client, companyId, id)),
      ),
  });
}

export const useSetProjectBaseline = (scope: Scope) =>
  useRouteMutation(routes.setProjectBaseline, () => ({ params: { id: scope.projectId } }), {
    meta: { errorMessage: 'Failed to set baseline' },
    ...scope,
  });
