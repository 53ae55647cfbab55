import { routes, type Preferences } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { preferencesKey } from './get-preferences';

/** `PUT /api/user/preferences`: the saved preferences become the cached ones. */
export const useUpdatePreferences = () =>
  useRouteMutation(routes.updatePreferences, (body: Preferences) => ({ body }), {
    meta: { errorMessage: 'Failed to update preferences' },
    onSuccess: (client, updated) => client.setQueryData(preferencesKey, updated),
  });
