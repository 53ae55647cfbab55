import type { Registration } from '../contract.ts';
import {
  createWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
  listWebhooksRoute,
  pingWebhookRoute,
  redeliverWebhookDeliveryRoute,
  rotateWebhookSecretRoute,
  updateWebhookRoute,
} from './webhooks.ts';

/** Settings → Integrations: outgoing webhooks, Slack and Teams endpoints. */
export const integrationRoutes: Registration[] = [
  listWebhooksRoute,
  createWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
  redeliverWebhookDeliveryRoute,
  pingWebhookRoute,
  rotateWebhookSecretRoute,
];
