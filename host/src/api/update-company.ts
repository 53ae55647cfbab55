import { routes, type CompanyBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** `PUT /api/companies/{companyId}` (admins): the memberships of the current user carry the new values. */
export const useUpdateCompany = (companyId: string) =>
  useRouteMutation(routes.updateCompany, companyBody<CompanyBody>(companyId), {
    meta: { errorMessage: 'Failed to update company settings' },
  });
