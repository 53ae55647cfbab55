import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  routes,
  type Webhook,
  type WebhookCreateBody,
  type WebhookDelivery,
  type WebhookUpdateBody,
} from '@portfolio/contracts';
import { routeKey, routeQuery, useApi, useRouteMutation, type ApiConfig } from '@portfolio/ui';

/** Settings → Integrations: the company's endpoints and their delivery logs. */

export const webhooksQuery = (companyId: string, config: ApiConfig = {}) =>
  routeQuery(routes.listWebhooks, { params: { companyId } }, config);

/** `GET /api/companies/{companyId}/webhooks` */
export function useWebhooks(companyId: string) {
  const api = useApi();
  return useQuery(webhooksQuery(companyId, api.config));
}

/** A log with a delivery still on its way is read again every few seconds. */
const WAITING_REFRESH_MS = 2_000;
const waiting = (deliveries: readonly WebhookDelivery[] | undefined) =>
  deliveries?.some((d) => d.state === 'pending' || d.state === 'sending') ?? false;

/** `GET /api/webhooks/{id}/deliveries`, newest first. */
export function useWebhookDeliveries(webhookId: string) {
  const api = useApi();
  return useQuery({
    ...routeQuery(routes.listWebhookDeliveries, { params: { id: webhookId } }, api.config),
    refetchInterval: (query) => (waiting(query.state.data) ? WAITING_REFRESH_MS : false),
  });
}

/** `POST /api/companies/{companyId}/webhooks`: answers the endpoint and its secret, shown once. */
export const useCreateWebhook = (companyId: string) =>
  useRouteMutation(
    routes.createWebhook,
    (body: WebhookCreateBody) => ({ params: { companyId }, body }),
    { meta: { errorMessage: 'Failed to add the endpoint' } },
  );

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
