import type { WebhookDeliveryState, WebhookKind } from '@portfolio/contracts';
import { CompanyOwnedModel, CompanyTimestampedModel } from './base-model.ts';

/** An endpoint the company's changes are sent to: a signed webhook, or a Slack or Teams channel. */
export class Webhook extends CompanyTimestampedModel {
  static override tableName = 'webhooks';
  static override secretFields = ['secretEncrypted', 'previousSecretEncrypted', 'url'];
  static override jsonAttributes = ['eventTypes', 'departments'];

  declare kind: WebhookKind;
  declare url: string;
  declare description: string;
  declare eventTypes: string[];
  declare departments: string[];
  declare secretEncrypted: string | null;
  declare previousSecretEncrypted: string | null;
  declare previousSecretExpiresAt: Date | null;
  declare enabled: boolean;
  declare disabledReason: string | null;
  declare createdBy: string | null;
}

/** One message to one endpoint, and how its tries went. */
export class WebhookDelivery extends CompanyOwnedModel {
  static override tableName = 'webhook_deliveries';
  static override jsonAttributes = ['payload'];

  declare webhookId: string;
  declare auditEventId: string | null;
  declare source: 'event' | 'ping' | 'redelivery';
  declare messageId: string;
  declare eventType: string;
  declare payload: WebhookPayload;
  declare state: WebhookDeliveryState;
  declare attempts: number;
  /** Tries cut short by the end of their sender, and so perhaps received twice. */
  declare interruptedAttempts: number;
  declare nextAttemptAt: Date | null;
  declare leaseUntil: Date | null;
  declare lastAttemptAt: Date | null;
  declare lastStatus: number | null;
  declare lastError: string | null;
  declare responseExcerpt: string | null;
  declare createdAt: Date;
}

/** The body of a delivery, as the Standard Webhooks specification shapes it. */
export interface WebhookPayload {
  type: string;
  timestamp: string;
  data: WebhookEventData;
}

export interface WebhookEventData {
  /** The history event's id (the company event stream's id); null for a ping. */
  eventId: string | null;
  /** The id of what changed. */
  id: string;
  companyId: string;
  summary: string;
  detail: string | null;
  /** Where a person reads it in the product. */
  url: string;
  project: { id: string; name: string; department: string } | null;
  actor: { type: string; id: string | null; label: string };
  changes: Array<{ field: string; label: string; before: string | null; after: string | null }>;
  /** For risks: its severity and rule title; for status reports: the health and narrative. */
  risk?: { severity: string; title: string; fix: string | null };
  statusReport?: { health: string; narrative: string; periodEnd: string | null };
  /** For proposals: its department, tier and state (as labels) and score, as they are now. */
  proposal?: {
    name: string;
    department: string;
    tier: string;
    state: string;
    score: number | null;
  };
}
