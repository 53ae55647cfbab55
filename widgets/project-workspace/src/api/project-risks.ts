import { routes } from '@portfolio/contracts';
import { useRouteQuery } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/risks?projectId=`: a project's unresolved risks, worst first. */
export const useProjectRisks = (companyId: string | null, projectId: string) =>
  useRouteQuery(
    routes.listRisks,
    { params: { companyId: companyId ?? '' }, query: { projectId } },
    { enabled: companyId !== null },
  );
