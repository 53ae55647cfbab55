import { randomBytes, randomUUID } from 'node:crypto';
import {
  DUPLICATE_WEBHOOK_URL_MESSAGE,
  type WebhookCreateBody,
  type WebhookUpdateBody,
  notFoundMessage,
  HOUR_MS,
  PREVIOUS_SECRET_HOURS,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, patchRecorded } from '../audit/recorded-writes.ts';
import type { UnitOfWork } from '../audit/unit-of-work.ts';
import type { Config } from '../config.ts';
import { ConflictError, InputError } from '../errors.ts';
import { Webhook, WebhookDelivery } from '../models/webhook.ts';
import { decryptSecret, encryptSecret } from '../services/access/secrets.ts';
import { assertPublicUrl } from './address-guard.ts';
import { pingPayload } from './payload.ts';

/**
 * Endpoints of the company (Settings → Integrations): every change to one is a unit of work in
 * the history, its URL checked against private addresses, its signing secret (webhooks only)
 * made here, kept encrypted and shown once. A rotated secret keeps signing beside the new one
 * for {@link PREVIOUS_SECRET_HOURS} hours, so receivers can switch without losing a message.
 */

export const DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found';

/** `whsec_` and 32 random bytes in base64: the Standard Webhooks secret format. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A new `webhook-id`. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/**
 * The URL as people see it: a Slack or Teams URL is itself the credential to post in the
 * channel, so only its origin and last four characters are shown after it is registered.
 */
export function displayUrl(webhook: Pick<Webhook, 'kind' | 'url'>): string {
  if (webhook.kind === 'webhook') return webhook.url;
  const url = new URL(webhook.url);
  return `${url.origin}/…${webhook.url.slice(-4)}`;
}

/** What the answer and the history both show of an endpoint: the shown URL, no secrets. */
export const shownWebhookFields = (row: Webhook) => ({
  companyId: row.companyId,
  kind: row.kind,
  url: displayUrl(row),
  description: row.description,
  eventTypes: row.eventTypes,
  departments: row.departments,
  enabled: row.enabled,
});

/** The row as the history records it, named by its description or host. */
const audited = (row: Webhook) => ({
  ...shownWebhookFields(row),
  name: row.description || new URL(row.url).host,
});

/** The secrets a delivery is signed with now: the current one, and a rotated one still valid. */
export function signingSecrets(webhook: Webhook, key: Buffer, now = new Date()): string[] {
  const secrets: string[] = [];
  if (webhook.secretEncrypted) secrets.push(decryptSecret(webhook.secretEncrypted, key));
  if (
    webhook.previousSecretEncrypted &&
    webhook.previousSecretExpiresAt &&
    webhook.previousSecretExpiresAt > now
  ) {
    secrets.push(decryptSecret(webhook.previousSecretEncrypted, key));
  }
  return secrets;
}

/** A URL registered twice would get every message twice: 409. */
async function assertUnregistered(
  trx: Knex,
  companyId: string,
  url: string,
  except?: string,
): Promise<void> {
  const query = Webhook.query(trx).where({ companyId, url });
  if (except) query.whereNot({ id: except });
  if (await query.first()) {
    const message = DUPLICATE_WEBHOOK_URL_MESSAGE;
    throw new ConflictError(message, {
      code: 'already_exists',
      details: [{ field: 'url', message }],
    });
  }
}

async function checkedUrl(raw: string, config: Config): Promise<string> {
  try {
    await assertPublicUrl(raw, config.webhookAllowPrivate);
  } catch (error) {
    if (error instanceof InputError) {
      throw new InputError(error.message, { details: [{ field: 'url', message: error.message }] });
    }
    throw error;
  }
  return raw;
}

export async function listWebhooks(db: Knex, companyId: string): Promise<Webhook[]> {
  return Webhook.query(db).where({ companyId }).orderBy(['createdAt', 'id']);
}

export async function createWebhook(
  uow: UnitOfWork,
  config: Config,
  companyId: string,
  userId: string | null,
  body: WebhookCreateBody,
): Promise<{ webhook: Webhook; secret: string | null }> {
  const kind = body.kind ?? 'webhook';
  const url = await checkedUrl(body.url, config);
  await assertUnregistered(uow.trx, companyId, url);
  const secret = kind === 'webhook' ? newSecret() : null;
  const created = await Webhook.query(uow.trx).insertAndFetch({
    companyId,
    kind,
    url,
    description: body.description?.trim() ?? '',
    eventTypes: body.eventTypes,
    departments: (body.departments ?? []).map((d) => d.trim()),
    secretEncrypted: secret ? encryptSecret(secret, config.secretsKey) : null,
    createdBy: userId,
  });
  await uow.record({
    entity: 'webhook',
    id: created.id,
    action: 'created',
    after: audited(created),
  });
  return { webhook: created, secret };
}

export async function updateWebhook(
  uow: UnitOfWork,
  config: Config,
  webhook: Pick<Webhook, 'id'>,
  body: WebhookUpdateBody,
): Promise<Webhook> {
  const before = await uow.lock(Webhook, webhook.id, notFoundMessage('webhook'));
  const patch: Partial<Webhook> = {};
  if (body.url !== undefined) {
    patch.url = await checkedUrl(body.url, config);
    await assertUnregistered(uow.trx, before.companyId, patch.url, before.id);
  }
  if (body.description !== undefined) patch.description = body.description.trim();
  if (body.eventTypes !== undefined) patch.eventTypes = body.eventTypes;
  if (body.departments !== undefined) patch.departments = body.departments.map((d) => d.trim());
  if (body.enabled !== undefined) {
    patch.enabled = body.enabled;
    if (body.enabled) patch.disabledReason = null;
  }
  return patchRecorded(uow, Webhook, 'webhook', before, patch, { view: audited });
}

export async function deleteWebhook(uow: UnitOfWork, webhook: Pick<Webhook, 'id'>): Promise<void> {
  const before = await uow.lock(Webhook, webhook.id, notFoundMessage('webhook'));
  await deleteRecorded(uow, Webhook, 'webhook', before, { view: audited });
}

export async function rotateWebhookSecret(
  uow: UnitOfWork,
  config: Config,
  webhook: Pick<Webhook, 'id'>,
): Promise<{ webhook: Webhook; secret: string }> {
  const before = await uow.lock(Webhook, webhook.id, notFoundMessage('webhook'));
  if (before.kind !== 'webhook' || !before.secretEncrypted) {
    throw new InputError('Only webhooks have a signing secret; Slack and Teams URLs do not');
  }
  const secret = newSecret();
  const updated = await Webhook.query(uow.trx).patchAndFetchById(webhook.id, {
    secretEncrypted: encryptSecret(secret, config.secretsKey),
    previousSecretEncrypted: before.secretEncrypted,
    previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_HOURS * HOUR_MS),
  });
  // Recorded as a secret: only that it changed.
  await uow.record({
    entity: 'webhook',
    id: webhook.id,
    action: 'updated',
    before: { ...audited(before), secret: 'before' },
    after: { ...audited(updated), secret: 'after' },
  });
  return { webhook: updated, secret };
}

/** The log of an endpoint, newest first. */
export async function listDeliveries(
  db: Knex,
  webhookId: string,
  limit = 50,
): Promise<WebhookDelivery[]> {
  return WebhookDelivery.query(db)
    .where({ webhookId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
}

/** Queues a test event to the endpoint, due now (enabled or not: a test is asked for). */
export async function pingWebhook(
  db: Knex,
  config: Config,
  webhook: Webhook,
  actor: { type: string; id: string | null; label: string },
): Promise<WebhookDelivery> {
  const payload = pingPayload(config.publicUrl, webhook, actor);
  return WebhookDelivery.query(db).insertAndFetch({
    companyId: webhook.companyId,
    webhookId: webhook.id,
    source: 'ping',
    messageId: newMessageId(),
    eventType: payload.type,
    payload,
  });
}

/** Queues the same message again, due now, as a new entry of the log with the same `webhook-id`. */
export async function redeliver(db: Knex, delivery: WebhookDelivery): Promise<WebhookDelivery> {
  return WebhookDelivery.query(db).insertAndFetch({
    companyId: delivery.companyId,
    webhookId: delivery.webhookId,
    auditEventId: delivery.auditEventId,
    source: 'redelivery',
    messageId: delivery.messageId,
    eventType: delivery.eventType,
    payload: delivery.payload,
  });
}
