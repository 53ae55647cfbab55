import { routes, type Integration, type IntegrationCreateBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** `POST /api/companies/{companyId}/integrations`: answers the inbound URL and the secret, once. */
export const useCreateInboundIntegration = (companyId: string) =>
  useRouteMutation(routes.createIntegration, companyBody<IntegrationCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to create the connection' },
  });

/** `DELETE /api/integrations/{id}`: events sent to its inbound URL are refused from now on. */
export const useDeleteInboundIntegration = () =>
  useRouteMutation(
    routes.deleteIntegration,
    (integration: Integration) => ({ params: { id: integration.id } }),
    { meta: { errorMessage: 'Failed to delete the connection' } },
  );
