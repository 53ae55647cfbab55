import { routes } from '@portfolio/contracts';
import { useRouteDownloadUrl } from '@portfolio/ui';

/**
 * Address of the company's DORA register (its LLM vendors as ICT third-party providers) as CSV
 * under the API's base URL, for a download link (the session cookie goes with it; the BFF
 * answers an attachment).
 */
export function useDoraRegisterCsvUrl(companyId: string): string {
  return useRouteDownloadUrl(routes.getDoraRegister, {
    params: { companyId },
    query: { format: 'csv' },
  });
}
