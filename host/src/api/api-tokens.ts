import { routes, type ApiToken, type ApiTokenCreateBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** `POST /api/companies/{companyId}/api-tokens`: answers the token, shown once. */
export const useCreateApiToken = (companyId: string) =>
  useRouteMutation(routes.createApiToken, companyBody<ApiTokenCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to create the API token' },
  });

/** `DELETE /api/api-tokens/{id}`: the token's next call is refused. */
export const useDeleteApiToken = () =>
  useRouteMutation(routes.deleteApiToken, (token: ApiToken) => ({ params: { id: token.id } }), {
    meta: { errorMessage: 'Failed to delete the API token' },
  });
