import { routes, type Company, type CompanyBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * `POST /api/companies`: the creator becomes its admin, so the current user is read again (the
 * kit refreshes what a company change makes out of date), then `onCreated` runs. It is an option of the hook, not of `mutate`, because the welcome card that
 * asked is gone once the user has a company, and `mutate`'s callbacks skip unmounted callers.
 */
export const useCreateCompany = ({ onCreated }: { onCreated?: (company: Company) => void } = {}) =>
  useRouteMutation(routes.createCompany, (body: CompanyBody) => ({ body }), {
    meta: { errorMessage: 'Failed to create company' },
    onSuccess: (_client, company) => onCreated?.(company),
  });
