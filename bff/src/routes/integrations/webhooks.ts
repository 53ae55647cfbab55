import type { Context } from 'koa';
import { write, type Actor } from '../../audit/unit-of-work.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  pingWebhook,
  redeliver,
  rotateWebhookSecret,
  updateWebhook,
} from '../../integrations/webhooks.ts';
import { formatWait, rateLimitCounter } from '../../middleware/rate-limit.ts';
import { Webhook, WebhookDelivery } from '../../models/webhook.ts';
import { presentWebhook, presentWebhookDelivery } from '../../presenters/integrations/webhook.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';
import { HOUR_MS, MINUTE_MS } from '@portfolio/contracts';

const webhookOfPath = { model: Webhook, param: 'id' } as const;

/**
 * Pings and redeliveries post to the endpoint at once, on request: each endpoint gets so many a
 * minute and each person so many an hour, counted together in every process (the shared
 * rate-limit store).
 */
export const WEBHOOK_SEND_LIMITS = {
  perEndpoint: { windowMs: MINUTE_MS, max: 10 },
  perPerson: { windowMs: HOUR_MS, max: 100 },
} as const;

const countPerPerson = rateLimitCounter({
  ...WEBHOOK_SEND_LIMITS.perPerson,
  name: 'webhook-sends:person',
  message: (seconds) =>
    `You have sent too many tests and redeliveries. Please try again in ${formatWait(seconds)}.`,
});
const countPerEndpoint = rateLimitCounter({
  ...WEBHOOK_SEND_LIMITS.perEndpoint,
  name: 'webhook-sends:endpoint',
  message: (seconds) =>
    `This endpoint was sent too many tests and redeliveries. Please try again in ${formatWait(seconds)}.`,
});

/** Counts one ping or redelivery to `webhookId` by `actor` (429 past either limit). */
async function countSend(ctx: Context, actor: Actor, webhookId: string): Promise<void> {
  await countPerPerson(ctx, `${actor.type}:${actor.type === 'system' ? '' : actor.id}`);
  await countPerEndpoint(ctx, webhookId);
}

export const listWebhooksRoute = contractRoute('listWebhooks', {
  async handle({ params, deps }) {
    return (await listWebhooks(deps.db, params.companyId)).map(presentWebhook);
  },
});

export const createWebhookRoute = contractRoute('createWebhook', {
  async handle({ params, body, userId, actor, deps }) {
    const { webhook, secret } = await write(deps, actor, (uow) =>
      createWebhook(uow, deps.config, params.companyId, userId ?? null, body),
    );
    return { webhook: presentWebhook(webhook), secret };
  },
});

export const updateWebhookRoute = contractRoute('updateWebhook', {
  row: webhookOfPath,
  async handle({ row, body, actor, deps }) {
    return presentWebhook(
      await write(deps, actor, (uow) => updateWebhook(uow, deps.config, row, body)),
    );
  },
});

export const deleteWebhookRoute = removeRowRoute('deleteWebhook', webhookOfPath, deleteWebhook);

export const listWebhookDeliveriesRoute = contractRoute('listWebhookDeliveries', {
  row: webhookOfPath,
  async handle({ row, query, deps }) {
    return (await listDeliveries(deps.db, row.id, query.limit)).map(presentWebhookDelivery);
  },
});

export const redeliverWebhookDeliveryRoute = contractRoute('redeliverWebhookDelivery', {
  row: { model: WebhookDelivery, param: 'id' },
  async handle({ row, actor, ctx, deps }) {
    await countSend(ctx, actor, row.webhookId);
    return presentWebhookDelivery(await redeliver(deps.db, row));
  },
});

export const pingWebhookRoute = contractRoute('pingWebhook', {
  row: webhookOfPath,
  async handle({ row, actor, ctx, deps }) {
    await countSend(ctx, actor, row.id);
    const label = await write(deps, actor, (uow) => uow.actorLabel());
    const sender = { type: actor.type, id: actor.type === 'system' ? null : actor.id, label };
    return presentWebhookDelivery(await pingWebhook(deps.db, deps.config, row, sender));
  },
});

export const rotateWebhookSecretRoute = contractRoute('rotateWebhookSecret', {
  row: webhookOfPath,
  async handle({ row, actor, deps }) {
    const { webhook, secret } = await write(deps, actor, (uow) =>
      rotateWebhookSecret(uow, deps.config, row),
    );
    return { webhook: presentWebhook(webhook), secret };
  },
});
