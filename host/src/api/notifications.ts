import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/notifications/read`: what the person has seen (up to an id, or all) is read. */
export const useMarkNotificationsRead = () =>
  useRouteMutation(routes.markNotificationsRead, (upTo: string) => ({ body: { upTo } }), {
    meta: { errorMessage: 'Failed to mark notifications as read' },
  });
