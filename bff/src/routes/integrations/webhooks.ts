import { write } from '../../audit/unit-of-work.ts';
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
import { Webhook, WebhookDelivery } from '../../models/webhook.ts';
import { presentWebhook, presentWebhookDelivery } from '../../presenters/webhook.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';

const webhookOfPath = { model: Webhook, param: 'id' } as const;

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
  async handle({ row, deps }) {
    return presentWebhookDelivery(await redeliver(deps.db, row));
  },
});

export const pingWebhookRoute = contractRoute('pingWebhook', {
  row: webhookOfPath,
  async handle({ row, actor, deps }) {
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
