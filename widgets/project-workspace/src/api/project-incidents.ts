import { routes, type Project } from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';

/** How many of a project's incidents its card lists, the next deadline first. */
export const PROJECT_INCIDENTS_SHOWN = 5;

/**
 * `GET /api/companies/{companyId}/incidents?projectId=`: the project's incidents not closed, the
 * next reporting deadline first. Any change of an incident refreshes it (the register's events).
 */
export const useProjectIncidents = (project: Pick<Project, 'id' | 'companyId'>) =>
  useRouteQuery(routes.listIncidents, {
    params: { companyId: project.companyId },
    query: { projectId: project.id, limit: PROJECT_INCIDENTS_SHOWN },
  });
