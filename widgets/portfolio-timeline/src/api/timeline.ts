import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routes, type PortfolioTimeline } from '@portfolio/contracts';
import { pathKey, routeUrl, useRouteMutation } from '@portfolio/ui';

export interface DatesChange {
  projectId: string;
  startDate: string | null;
  targetDate: string | null;
}

/**
 * Moves a project's dates through the project's own update route (so the history records it and
 * everyone's timeline hears of it), shown at once: every cached timeline of the company takes
 * the new dates before the answer, and is read again after it (on failure too, putting the bar
 * back where the server keeps it).
 */
export function useChangeDates(companyId: string) {
  const client = useQueryClient();
  const { mutate, isPending } = useRouteMutation(
    routes.updateProject,
    ({ projectId, startDate, targetDate }: DatesChange) => ({
      params: { id: projectId },
      body: { startDate, targetDate },
    }),
    { meta: { errorMessage: 'Failed to change the dates' }, companyId, refreshOnFailure: true },
  );
  // The same function from render to render: the bars that hold it render again only when moved.
  const change = useCallback(
    (dates: DatesChange, options?: Parameters<typeof mutate>[1]) => {
      const timelines = pathKey(routeUrl(routes.getPortfolioTimeline, { params: { companyId } }));
      client.setQueriesData<PortfolioTimeline>({ queryKey: timelines }, (timeline) =>
        timeline
          ? {
              ...timeline,
              projects: timeline.projects.map((p) =>
                p.id === dates.projectId
                  ? { ...p, startDate: dates.startDate, targetDate: dates.targetDate }
                  : p,
              ),
            }
          : timeline,
      );
      mutate(dates, options);
    },
    [client, companyId, mutate],
  );
  return { change, isPending };
}

/** Makes `projectId` wait for `dependsOnProjectId` (finish-to-start). */
export const useAddDependency = (companyId: string) =>
  useRouteMutation(
    routes.addProjectDependency,
    ({ projectId, dependsOnProjectId }: { projectId: string; dependsOnProjectId: string }) => ({
      params: { id: projectId },
      body: { dependsOnProjectId },
    }),
    { meta: { errorMessage: 'Failed to add the dependency' }, companyId },
  );
