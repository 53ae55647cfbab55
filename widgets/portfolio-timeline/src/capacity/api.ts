import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pathsOutdatedByChange, routes } from '@portfolio/contracts';
import { refreshPaths, useApi, useRouteQuery } from '@portfolio/ui';

/** The capacity of the company over a range of months (both included). */
export const useCapacity = (companyId: string, from: string, to: string) =>
  useRouteQuery(routes.getCapacity, { params: { companyId }, query: { from, to } });

/** The company's live projects by name: where a person can be given time. */
export const useProjectNames = (companyId: string) =>
  useRouteQuery(
    routes.listProjects,
    { params: { companyId }, query: { sort: 'name' } },
    { select: (projects) => projects.map(({ id, name }) => ({ id, name })) },
  );

/** A person's new share of one month on each of some projects (0: none). */
export interface CellChange {
  personId: string;
  month: string;
  shares: Array<{ projectId: string; percent: number }>;
}

/**
 * Writes a cell's shares: each project's allocations are read fresh and written back as a set
 * with the person's month changed (the route takes a project's whole set), one project after
 * another. Then what each project's event refreshes is refreshed here too.
 */
export function useSaveCell(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to save the allocations' },
    mutationFn: async ({ personId, month, shares }: CellChange) => {
      for (const { projectId, percent } of shares) {
        const current = await api.call(routes.listProjectAllocations, {
          params: { id: projectId },
        });
        const others = current
          .filter((a) => !(a.personId === personId && a.month === month))
          .map(({ personId: id, month: m, percent: p }) => ({
            personId: id,
            month: m,
            percent: p,
          }));
        await api.call(routes.setProjectAllocations, {
          params: { id: projectId },
          body: percent > 0 ? [...others, { personId, month, percent }] : others,
        });
      }
    },
    onSettled: (_data, _error, { shares }) =>
      Promise.all(
        shares.map(({ projectId }) =>
          refreshPaths(
            client,
            pathsOutdatedByChange({ kind: 'project_allocations', companyId, projectId }),
          ),
        ),
      ),
  });
}
