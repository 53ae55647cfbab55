import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { embedOriginsKey } from './get-embed-origins';

export const updateEmbedOrigins = (companyId: string, origins: string[], config: ApiConfig = {}) =>
  callRoute(routes.updateEmbedOrigins, { params: { companyId }, body: { origins } }, config);

/** `PUT /api/companies/{companyId}/embed/origins`: the saved list becomes the cached one. */
export function useUpdateEmbedOrigins(companyId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to save the allowed origins' },
    mutationFn: (origins: string[]) => updateEmbedOrigins(companyId, origins, api.config),
    onSuccess: (saved) => client.setQueryData(embedOriginsKey(companyId), saved),
  });
}
