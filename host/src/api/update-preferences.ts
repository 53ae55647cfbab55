import { routes, type Preferences } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `PUT /api/user/preferences`: the preferences are read again before the save completes. */
export const useUpdatePreferences = () =>
  useRouteMutation(routes.updatePreferences, (body: Preferences) => ({ body }), {
    meta: { errorMessage: 'Failed to update preferences' },
  });
