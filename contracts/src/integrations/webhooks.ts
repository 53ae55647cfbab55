import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { eventType } from './events';
import type { AuditAction, AuditEntity } from '../history';

/**
 * Outgoing webhooks and chat endpoints (Settings → Integrations). A `webhook` endpoint gets each
 * event as JSON signed by the Standard Webhooks specification (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`); a `slack` endpoint is a Slack incoming-webhook URL (Block Kit messages);
 * a `teams` endpoint is a Microsoft Teams Workflows webhook URL (Adaptive Cards).
 */

export const WEBHOOK_KINDS = ['webhook', 'slack', 'teams'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  webhook: 'Webhook',
  slack: 'Slack',
  teams: 'Microsoft Teams',
};

/** The changes an endpoint can be sent: event types of the company event stream. */
const SENT_CHANGES: Array<[AuditEntity, AuditAction[]]> = [
  ['project', ['created', 'updated', 'archived', 'restored']],
  ['risk', ['opened', 'acknowledged', 'resolved']],
  ['status_report', ['published']],
  ['milestone', ['created', 'updated', 'deleted']],
  ['project_dependency', ['created', 'deleted']],
  ['project_llm_model', ['created', 'deleted']],
  ['llm_model', ['created', 'updated', 'deleted']],
  ['member', ['created', 'updated', 'deleted']],
  ['incident', ['created', 'updated', 'deadline_near', 'deadline_passed']],
  ['incident_report', ['created']],
  ['proposal', ['submitted', 'approved', 'rejected', 'merged']],
];

export const WEBHOOK_EVENT_TYPES: readonly string[] = SENT_CHANGES.flatMap(([entity, actions]) =>
  actions.map((action) => eventType(entity, action)),
);

/** The type of a test ping (`POST /api/webhooks/{id}/ping`). */
export const WEBHOOK_PING_TYPE = 'webhook.ping';

export const WEBHOOK_LIMITS = { url: 2048, description: 500, departments: 50 } as const;

/** The Standard Webhooks retry schedule: seconds before each try (the first is immediate). */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [0, 5, 300, 1800, 7200, 18000, 36000, 36000] as const;

export const Webhook = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  kind: Type.StringEnum(WEBHOOK_KINDS),
  url: Type.String({
    description:
      'Where events are sent; a Slack or Teams URL (itself a secret) is shown with its path masked',
  }),
  description: Type.String(),
  eventTypes: Type.Array(Type.String()),
  departments: Type.Array(Type.String(), {
    description: 'Only changes to projects of these departments; empty: every change',
  }),
  enabled: Type.Boolean(),
  disabledReason: Type.Nullable(
    Type.String({ description: 'Why deliveries stopped, when they did' }),
  ),
  previousSecretExpiresAt: Type.Nullable(Type.Timestamp),
  ...Type.Timestamps,
});
export type Webhook = Static<typeof Webhook>;

/** How long a rotated secret keeps signing beside the new one, so receivers can switch. */
export const PREVIOUS_SECRET_HOURS = 24;

const webhookFields = {
  url: Type.labelled('URL', Type.HttpUrl(WEBHOOK_LIMITS.url)),
  description: Type.labelled('Description', Type.String({ maxLength: WEBHOOK_LIMITS.description })),
  eventTypes: Type.labelled(
    'Events',
    Type.Array(Type.StringEnum(WEBHOOK_EVENT_TYPES as string[]), {
      minItems: 1,
      uniqueItems: true,
      errorMessage: 'Choose at least one event, each once',
    }),
  ),
  departments: Type.labelled(
    'Departments',
    Type.Array(Type.RequiredText(255), { maxItems: WEBHOOK_LIMITS.departments, uniqueItems: true }),
  ),
};

/** POST /api/companies/{companyId}/webhooks. */
export const WebhookCreateBody = Type.StrictObject({
  kind: Type.Optional(Type.labelled('Kind', Type.StringEnum(WEBHOOK_KINDS))),
  url: webhookFields.url,
  description: Type.Optional(webhookFields.description),
  eventTypes: webhookFields.eventTypes,
  departments: Type.Optional(webhookFields.departments),
});
export type WebhookCreateBody = Static<typeof WebhookCreateBody>;

/** PUT /api/webhooks/{id}: any subset; `enabled: true` turns a disabled endpoint back on. */
export const WebhookUpdateBody = Type.UpdateBody({
  ...webhookFields,
  enabled: Type.labelled('Enabled', Type.Boolean()),
});
export type WebhookUpdateBody = Static<typeof WebhookUpdateBody>;

/** The answer to a create: the signing secret (webhooks only), in this answer and never again. */
export const WebhookCreated = Type.Object({
  webhook: Webhook,
  secret: Type.Nullable(
    Type.String({ description: '`whsec_…`: shown once; null for Slack and Teams endpoints' }),
  ),
});
export type WebhookCreated = Static<typeof WebhookCreated>;

/** The answer to a rotation: the new secret, once; the old one also signs until the time given. */
export const WebhookSecretRotated = Type.Object({
  webhook: Webhook,
  secret: Type.String({ description: '`whsec_…`: shown once' }),
});
export type WebhookSecretRotated = Static<typeof WebhookSecretRotated>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WebhookDelivery = Type.Object({
  id: Type.Uuid(),
  webhookId: Type.Uuid(),
  messageId: Type.String({ description: 'The `webhook-id` header: the same on every try' }),
  eventType: Type.String(),
  summary: Type.String({ description: 'The change in a sentence' }),
  state: Type.StringEnum(WEBHOOK_DELIVERY_STATES),
  attempts: Type.Integer({ description: 'Tries made so far' }),
  interruptedAttempts: Type.Integer({
    description:
      'Tries whose sender stopped before it heard the answer (a crash): the endpoint may have received the message that many more times. Delivery is at least once',
  }),
  lastStatus: Type.Nullable(Type.Integer({ description: 'HTTP status of the last try' })),
  lastError: Type.Nullable(
    Type.String({ description: 'Why the last try failed without a status' }),
  ),
  responseExcerpt: Type.Nullable(
    Type.String({ description: 'The first characters of the answer' }),
  ),
  lastAttemptAt: Type.Nullable(Type.Timestamp),
  nextAttemptAt: Type.Nullable(Type.Timestamp),
  createdAt: Type.Timestamp,
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WEBHOOK_DELIVERIES_MAX = 100;

export const WebhookDeliveryQuery = Type.StrictObject({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: WEBHOOK_DELIVERIES_MAX })),
});
export type WebhookDeliveryQuery = Static<typeof WebhookDeliveryQuery>;

/** The sentence for a URL the company already sends to. */
export const DUPLICATE_WEBHOOK_URL_MESSAGE =
  'This URL is already registered: edit that endpoint instead';
