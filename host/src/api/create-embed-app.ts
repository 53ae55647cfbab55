import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type EmbedAppCreateBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { embedAppsChanged } from './list-embed-apps';

export const createEmbedApp = (
  companyId: string,
  body: EmbedAppCreateBody,
  config: ApiConfig = {},
) => callRoute(routes.createEmbedApp, { params: { companyId }, body }, config);

/** `POST /api/companies/{companyId}/embed/apps`: answers the app and its secret, shown once. */
export function useCreateEmbedApp(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to create the embed app' },
    mutationFn: (body: EmbedAppCreateBody) => createEmbedApp(companyId, body, api.config),
    onSuccess: () => embedAppsChanged(client, companyId),
  });
}
