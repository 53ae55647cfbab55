import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type CompanyBody } from '@portfolio/contracts';
import { callRoute, currentUserQueryKey, useApi, type ApiConfig } from '@portfolio/ui';

export const updateCompany = (companyId: string, body: CompanyBody, config: ApiConfig = {}) =>
  callRoute(routes.updateCompany, { params: { companyId }, body }, config);

/** `PUT /api/companies/{companyId}` (admins): the memberships of the current user carry the new values. */
export function useUpdateCompany(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to update company settings' },
    mutationFn: (body: CompanyBody) => updateCompany(companyId, body, api.config),
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
