import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type EmbedApp } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { embedAppsChanged } from './list-embed-apps';

export const deleteEmbedApp = (companyId: string, appId: string, config: ApiConfig = {}) =>
  callRoute(routes.deleteEmbedApp, { params: { companyId, appId } }, config);

/** `DELETE /api/companies/{companyId}/embed/apps/{appId}`: every token the app issued ends. */
export function useDeleteEmbedApp(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to delete the embed app' },
    mutationFn: (app: EmbedApp) => deleteEmbedApp(companyId, app.id, api.config),
    onSuccess: () => embedAppsChanged(client, companyId),
  });
}
