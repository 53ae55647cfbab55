import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { resolveUrl, routeQuery, routeUrl, useApi } from '@portfolio/ui';

/** The company's DORA register of ICT third-party providers (its LLM vendors). */
export function useDoraRegister(companyId: string) {
  const api = useApi();
  return useQuery(routeQuery(routes.getDoraRegister, { params: { companyId } }, api.config));
}

/**
 * Address of the register as CSV under the API's base URL, for a download link (the session
 * cookie goes with it; the BFF answers an attachment).
 */
export function useDoraRegisterCsvUrl(companyId: string): string {
  const api = useApi();
  return resolveUrl(
    routeUrl(routes.getDoraRegister, { params: { companyId }, query: { format: 'csv' } }),
    { baseUrl: api.config.baseUrl },
  );
}
