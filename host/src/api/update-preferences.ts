import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Preferences } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';
import { preferencesKey } from './get-preferences';

export const updatePreferences = (body: Preferences, config: ApiConfig = {}) =>
  callRoute(routes.updatePreferences, { body }, config);

/** `PUT /api/user/preferences`: the saved preferences become the cached ones. */
export function useUpdatePreferences() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to update preferences' },
    mutationFn: (body: Preferences) => updatePreferences(body, api.config),
    onSuccess: (updated) => client.setQueryData(preferencesKey, updated),
  });
}
