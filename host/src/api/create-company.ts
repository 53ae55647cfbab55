import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Company, type CompanyBody } from '@portfolio/contracts';
import { callRoute, currentUserQueryKey, useApi, type ApiConfig } from '@portfolio/ui';

export const createCompany = (body: CompanyBody, config: ApiConfig = {}) =>
  callRoute(routes.createCompany, { body }, config);

/**
 * `POST /api/companies`: the creator becomes its admin, so the current user is read again, then
 * `onCreated` runs. It is an option of the hook, not of `mutate`, because the welcome card that
 * asked is gone once the user has a company, and `mutate`'s callbacks skip unmounted callers.
 */
export function useCreateCompany({ onCreated }: { onCreated?: (company: Company) => void } = {}) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to create company' },
    mutationFn: (body: CompanyBody) => createCompany(body, api.config),
    onSuccess: async (company) => {
      await client.invalidateQueries({ queryKey: currentUserQueryKey });
      onCreated?.(company);
    },
  });
}
