import type { Registration } from '../contract.ts';
import { listNotifications, markNotificationsRead, previewWeeklyDigest } from './notifications.ts';
import { showUnsubscribe, unsubscribe } from './unsubscribe.ts';

export const notificationRoutes: Registration[] = [
  listNotifications,
  markNotificationsRead,
  previewWeeklyDigest,
  showUnsubscribe,
  unsubscribe,
];
