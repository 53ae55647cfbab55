import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pathsOutdatedByChange, routes } from '@portfolio/contracts';
import { refreshPaths, rowParams, useApi, useRouteMutation, useRouteQuery } from '@portfolio/ui';
import { projectItemWrites, type ProjectScope, projectRead } from './project-routes';

/*
 * A project's schedule: its milestones, its dependencies and its baseline. A write refreshes
 * what its event refreshes for everyone else (the kit's route mutation); a dependency also
 * changes the other project's "Blocks" list, which its event does not name.
 */

const dependencyChanged = (client: QueryClient, companyId: string, projectId: string) =>
  refreshPaths(client, pathsOutdatedByChange({ kind: 'project_dependency', companyId, projectId }));

export const useMilestones = projectRead(routes.listMilestones);

export const useProjectDependencies = projectRead(routes.listProjectDependencies);

export const useProjectBaseline = projectRead(routes.getProjectBaseline);

/** The company's live projects by name: the choices of a new dependency. */
export const useCompanyProjectNames = (companyId: string) =>
  useRouteQuery(
    routes.listProjects,
    { params: { companyId }, query: { sort: 'name' } },
    { select: (projects) => projects.map(({ id, name }) => ({ id, name })) },
  );

export const [useCreateMilestone, useUpdateMilestone, useDeleteMilestone] = projectItemWrites(
  'milestone',
  {
    create: routes.createMilestone,
    update: routes.updateMilestone,
    remove: routes.deleteMilestone,
  },
);

export const useAddProjectDependency = (scope: ProjectScope) =>
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
export function useRemoveProjectDependency({ projectId, companyId }: ProjectScope) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to remove dependency' },
    mutationFn: ({ id }: { id: string; otherProjectId: string }) =>
      api.call(routes.removeProjectDependency, rowParams(id)),
    onSuccess: (_, { otherProjectId }) =>
      Promise.all(
        [projectId, otherProjectId].map((id) => dependencyChanged(client, companyId, id)),
      ),
  });
}

export const useSetProjectBaseline = (scope: ProjectScope) =>
  useRouteMutation(routes.setProjectBaseline, () => ({ params: { id: scope.projectId } }), {
    meta: { errorMessage: 'Failed to set baseline' },
    ...scope,
  });
