import type {
  Webhook as WebhookAnswer,
  WebhookDelivery as WebhookDeliveryAnswer,
} from '@portfolio/contracts';
import { shownWebhookFields } from '../../integrations/webhooks.ts';
import type { Webhook, WebhookDelivery } from '../../models/webhook.ts';
import { optionalIso, toIsoString } from '../../db/dates.ts';

/** An endpoint as the contract says it: never a secret, a chat URL masked. */
export function presentWebhook(row: Webhook): WebhookAnswer {
  const previousValid =
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt
      : null;
  return {
    id: row.id,
    ...shownWebhookFields(row),
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: optionalIso(previousValid),
    createdAt: toIsoString(row.createdAt),
    updatedAt: toIsoString(row.updatedAt),
  };
}

export function presentWebhookDelivery(row: WebhookDelivery): WebhookDeliveryAnswer {
  return {
    id: row.id,
    webhookId: row.webhookId,
    messageId: row.messageId,
    eventType: row.eventType,
    summary: row.payload.data.summary,
    state: row.state,
    attempts: row.attempts,
    interruptedAttempts: row.interruptedAttempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    responseExcerpt: row.responseExcerpt,
    lastAttemptAt: optionalIso(row.lastAttemptAt),
    nextAttemptAt: row.state === 'pending' ? optionalIso(row.nextAttemptAt) : null,
    createdAt: toIsoString(row.createdAt),
  };
}
