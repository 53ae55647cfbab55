import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  eventType,
  pathsOutdatedBy,
  routes,
  type AuditEntity,
  type MilestoneCreateBody,
  type MilestoneUpdateBody,
} from '@portfolio/contracts';
import { pathKey, routeQuery, useApi, useRouteMutation } from '@portfolio/ui';

/*
 * A project's schedule: its milestones, its dependencies and its baseline. A change refreshes
 * what the event stream would refresh for it (`pathsOutdatedBy`), so this tab and every other
 * client agree on what a change makes out of date.
 */

/** After a change of `entity` on `projectId` (and, for a dependency, the other project). */
async function scheduleChanged(
  client: QueryClient,
  entity: AuditEntity,
  companyId: string,
  ...projectIds: string[]
) {
  const paths = new Set(
    projectIds.flatMap((projectId) =>
      pathsOutdatedBy({ type: eventType(entity, 'updated'), companyId, projectId }),
    ),
  );
  await Promise.all(
    [...paths].map((path) => client.invalidateQueries({ queryKey: pathKey(path) })),
  );
}

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

export const useCreateMilestone = ({ projectId, companyId }: Scope) =>
  useRouteMutation(
    routes.createMilestone,
    (body: MilestoneCreateBody) => ({ params: { id: projectId }, body }),
    {
      meta: { errorMessage: 'Failed to add milestone' },
      onSuccess: (client) => scheduleChanged(client, 'milestone', companyId, projectId),
    },
  );

export const useUpdateMilestone = ({ projectId, companyId }: Scope) =>
  useRouteMutation(
    routes.updateMilestone,
    ({ id, body }: { id: string; body: MilestoneUpdateBody }) => ({ params: { id }, body }),
    {
      meta: { errorMessage: 'Failed to update milestone' },
      onSuccess: (client) => scheduleChanged(client, 'milestone', companyId, projectId),
    },
  );

export const useDeleteMilestone = ({ projectId, companyId }: Scope) =>
  useRouteMutation(routes.deleteMilestone, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete milestone' },
    onSuccess: (client) => scheduleChanged(client, 'milestone', companyId, projectId),
  });

export const useAddProjectDependency = ({ projectId, companyId }: Scope) =>
  useRouteMutation(
    routes.addProjectDependency,
    (dependsOnProjectId: string) => ({ params: { id: projectId }, body: { dependsOnProjectId } }),
    {
      meta: { errorMessage: 'Failed to add dependency' },
      onSuccess: (client, added) =>
        scheduleChanged(
          client,
          'project_dependency',
          companyId,
          added.projectId,
          added.dependsOnProjectId,
        ),
    },
  );

/** Removes a dependency; both its projects' lists are refreshed (the other one is named). */
export function useRemoveProjectDependency({ projectId, companyId }: Scope) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to remove dependency' },
    mutationFn: ({ id }: { id: string; otherProjectId: string }) =>
      api.call(routes.removeProjectDependency, { params: { id } }),
    onSuccess: (_, { otherProjectId }) =>
      scheduleChanged(client, 'project_dependency', companyId, projectId, otherProjectId),
  });
}

export const useSetProjectBaseline = ({ projectId, companyId }: Scope) =>
  useRouteMutation(routes.setProjectBaseline, () => ({ params: { id: projectId } }), {
    meta: { errorMessage: 'Failed to set baseline' },
    onSuccess: (client) => scheduleChanged(client, 'project_baseline', companyId, projectId),
  });
