import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi } from '@portfolio/ui';

/** `GET /api/companies/{companyId}/evidence-usage`: the company's evidence files and quota. */
export function useEvidenceUsage(companyId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getEvidenceUsage, { params: { companyId } }, api.config));
}
