import type { Static } from '@sinclair/typebox';
import * as Type from '../type';

/**
 * Connections that send events in: a GitHub, GitLab, Jira or Linear webhook pointed at the
 * connection's inbound URL, signed with its secret in that provider's own scheme. An event about
 * a linked item lands in the project's history and on the event stream.
 */

export const INBOUND_PROVIDERS = ['github', 'gitlab', 'jira', 'linear'] as const;
export type InboundProvider = (typeof INBOUND_PROVIDERS)[number];

export const INBOUND_PROVIDER_LABELS: Record<InboundProvider, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  jira: 'Jira',
  linear: 'Linear',
};

/** Where each provider is told about the inbound URL and the secret, in its own words. */
export const INBOUND_SETUP_STEPS: Record<InboundProvider, readonly string[]> = {
  github: [
    'In the repository or organization, open Settings → Webhooks → Add webhook.',
    'Payload URL: the inbound URL. Content type: application/json. Secret: the secret.',
    'Choose "Let me select individual events": Issues and Pull requests.',
  ],
  gitlab: [
    'In the project or group, open Settings → Webhooks → Add new webhook.',
    'URL: the inbound URL. Secret token: the secret.',
    'Trigger: Issues events and Merge request events.',
  ],
  jira: [
    'As a Jira admin, open Settings → System → WebHooks → Create a WebHook.',
    'URL: the inbound URL. Secret: the secret.',
    'Events: Issue updated (an epic counts as an issue).',
  ],
  linear: [
    'In Linear, open Settings → API → Webhooks → New webhook.',
    'URL: the inbound URL. Data change events: Issues.',
    'Linear shows its signing secret: paste it here with "Use the provider’s secret".',
  ],
};

export const Integration = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  provider: Type.StringEnum(INBOUND_PROVIDERS),
  description: Type.Nullable(Type.String()),
  inboundUrl: Type.String({ description: 'Where the provider sends its events' }),
  createdAt: Type.Timestamp,
  lastEventAt: Type.Nullable(Type.Timestamp),
});
export type Integration = Static<typeof Integration>;

export const INTEGRATION_LIMITS = { description: 200, secret: 200 } as const;

export const IntegrationCreateBody = Type.StrictObject({
  provider: Type.labelled('Provider', Type.StringEnum(INBOUND_PROVIDERS)),
  description: Type.Optional(
    Type.labelled(
      'Description',
      Type.Nullable(Type.String({ maxLength: INTEGRATION_LIMITS.description })),
    ),
  ),
  secret: Type.Optional(
    Type.labelled(
      'Secret',
      Type.String({
        minLength: 16,
        maxLength: INTEGRATION_LIMITS.secret,
        description:
          'The provider’s own signing secret, for providers that make one (Linear); otherwise one is made',
        errorMessage: 'must be the provider’s signing secret, at least 16 characters',
      }),
    ),
  ),
});
export type IntegrationCreateBody = Static<typeof IntegrationCreateBody>;

export const IntegrationCreated = Type.Object({
  integration: Integration,
  secret: Type.String({ description: 'Shown this once' }),
});
export type IntegrationCreated = Static<typeof IntegrationCreated>;

/** What the inbound URL answers a provider: whether the event was about a linked item. */
export const InboundEventAnswer = Type.Object({
  linkedItems: Type.Integer({ description: 'How many project links the event updated' }),
});
export type InboundEventAnswer = Static<typeof InboundEventAnswer>;

/** A provider's event: its own JSON, read by the provider's parser after the signature. */
export const InboundEventBody = Type.Object({}, { additionalProperties: true });

export const INBOUND_MESSAGES = {
  badSignature: 'The signature of this event is missing or does not match the connection’s secret',
  replayed: 'This event was already received',
  stale: 'This event is too old to be accepted',
} as const;
