import { routes, type ProfileBody } from '@portfolio/contracts';
import { currentUserQueryKey, useRouteMutation } from '@portfolio/ui';

/**
 * `PUT /api/account/profile`: the answer is the refreshed current user, which becomes the cached
 * one (the sidebar's footer shows the new name at once). Field refusals are the form's to show.
 */
export const useUpdateProfile = () =>
  useRouteMutation(routes.updateProfile, (body: ProfileBody) => ({ body }), {
    onSuccess: (client, user) => client.setQueryData(currentUserQueryKey, user),
  });
