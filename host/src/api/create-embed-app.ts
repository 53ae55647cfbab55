import { routes, type EmbedAppCreateBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** `POST /api/companies/{companyId}/embed/apps`: answers the app and its secret, shown once. */
export const useCreateEmbedApp = (companyId: string) =>
  useRouteMutation(routes.createEmbedApp, companyBody<EmbedAppCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to create the embed app' },
  });
