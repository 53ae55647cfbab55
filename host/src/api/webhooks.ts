import type { QueryClient } from '@tanstack/react-query';
import {
  routes,
  type Webhook,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookUpdateBody,
} from '@portfolio/contracts';
import { companyBody, routeKey, useRouteMutation } from '@portfolio/ui';

/** Settings → Integrations: the company's endpoints (read with `useRouteQuery`). */

/** `POST /api/companies/{companyId}/webhooks`: answers the endpoint and its secret, shown once. */
export const useCreateWebhook = (companyId: string) =>
  useRouteMutation(routes.createWebhook, companyBody<WebhookCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to add the endpoint' },
  });

/** `PUT /api/webhooks/{id}` */
export const useUpdateWebhook = (companyId: string) =>
  useRouteMutation(
    routes.updateWebhook,
    ({ webhook, body }: { webhook: Webhook; body: WebhookUpdateBody }) => ({
      params: { id: webhook.id },
      body,
    }),
    { companyId, meta: { errorMessage: 'Failed to change the endpoint' } },
  );

/** `DELETE /api/webhooks/{id}` */
export const useDeleteWebhook = (companyId: string) =>
  useRouteMutation(routes.deleteWebhook, (webhook: Webhook) => ({ params: { id: webhook.id } }), {
    companyId,
    meta: { errorMessage: 'Failed to remove the endpoint' },
  });

/** `POST /api/webhooks/{id}/rotate-secret`: the new secret, shown once. */
export const useRotateWebhookSecret = (companyId: string) =>
  useRouteMutation(
    routes.rotateWebhookSecret,
    (webhook: Webhook) => ({ params: { id: webhook.id } }),
    { companyId, meta: { errorMessage: 'Failed to rotate the secret' } },
  );

/** Refreshes an endpoint's log once a delivery was queued to it. */
const refreshLog = (client: QueryClient, delivery: WebhookDelivery) =>
  client.invalidateQueries({
    queryKey: routeKey(routes.listWebhookDeliveries, { params: { id: delivery.webhookId } }),
  });

/** `POST /api/webhooks/{id}/ping`: a test event, queued now. */
export const usePingWebhook = () =>
  useRouteMutation(routes.pingWebhook, (webhook: Webhook) => ({ params: { id: webhook.id } }), {
    meta: { errorMessage: 'Failed to send the test event' },
    onSuccess: refreshLog,
  });

/** `POST /api/webhook-deliveries/{id}/redeliver` */
export const useRedeliver = () =>
  useRouteMutation(
    routes.redeliverWebhookDelivery,
    (delivery: WebhookDelivery) => ({ params: { id: delivery.id } }),
    { meta: { errorMessage: 'Failed to send the delivery again' }, onSuccess: refreshLog },
  );
