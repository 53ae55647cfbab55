import type { Registration } from '../contract.ts';
import { inboundRoutes } from './inbound.ts';
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

/**
 * Settings → Integrations: outgoing webhooks, Slack and Teams endpoints; links from projects to
 * outside items and the connections that send events about them in.
 */
export const integrationRoutes: Registration[] = [
  listWebhooksRoute,
  createWebhookRoute,
  updateWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
  redeliverWebhookDeliveryRoute,
  pingWebhookRoute,
  rotateWebhookSecretRoute,
  ...inboundRoutes,
];
