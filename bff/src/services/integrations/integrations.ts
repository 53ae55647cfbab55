import { randomBytes } from 'node:crypto';
import {
  buildPath,
  routes,
  type Integration as IntegrationBody,
  type IntegrationCreateBody,
  type IntegrationCreated,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Integration } from '../../models/integration.ts';
import { optionalIso, toIsoString } from '../../presenters/time.ts';
import { encryptSecret } from '../access/secrets.ts';

/** Where the provider sends its events: the public URL of the connection's inbound route. */
export const inboundUrl = (publicUrl: string, id: string) =>
  new URL(buildPath(routes.receiveIntegrationEvent.path, { id }), publicUrl).toString();

export function presentIntegration(row: Integration, publicUrl: string): IntegrationBody {
  return {
    id: row.id,
    companyId: row.companyId,
    provider: row.provider,
    description: row.description,
    inboundUrl: inboundUrl(publicUrl, row.id),
    createdAt: toIsoString(row.createdAt),
    lastEventAt: optionalIso(row.lastEventAt),
  };
}

export async function listIntegrations(db: Knex, companyId: string): Promise<Integration[]> {
  return Integration.query(db)
    .where({ companyId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
}

/**
 * A new connection, and its secret this once: the provider's own (Linear makes one) or 256
 * random bits. Kept encrypted, since checking a provider's HMAC needs the secret itself.
 */
export async function createIntegration(
  uow: UnitOfWork,
  input: {
    companyId: string;
    createdBy: string;
    body: IntegrationCreateBody;
    secretsKey: Buffer;
    publicUrl: string;
  },
): Promise<IntegrationCreated> {
  const secret = input.body.secret?.trim() || randomBytes(32).toString('base64url');
  const created = await Integration.query(uow.trx).insertAndFetch({
    companyId: input.companyId,
    provider: input.body.provider,
    description: input.body.description?.trim() || null,
    secretEncrypted: encryptSecret(secret, input.secretsKey),
    createdBy: input.createdBy,
  });
  await uow.record({
    entity: 'integration',
    id: created.id,
    action: 'created',
    after: created,
    label: created.description ?? created.provider,
  });
  return { integration: presentIntegration(created, input.publicUrl), secret };
}

export async function deleteIntegration(uow: UnitOfWork, integration: Integration): Promise<void> {
  const row = await uow.lock(Integration, integration.id, 'Connection not found');
  await Integration.query(uow.trx).deleteById(row.id);
  await uow.record({
    entity: 'integration',
    id: row.id,
    action: 'deleted',
    before: row,
    label: row.description ?? row.provider,
  });
}
