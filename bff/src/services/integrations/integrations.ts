import { randomBytes } from 'node:crypto';
import { type IntegrationCreateBody } from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Integration } from '../../models/integration.ts';
import { encryptSecret } from '../access/secrets.ts';

export async function listIntegrations(db: Knex, companyId: string): Promise<Integration[]> {
  return Integration.query(db)
    .where({ companyId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
}

/**
 * A new connection's row, and its secret this once: the provider's own (Linear makes one) or 256
 * random bits. Kept encrypted, since checking a provider's HMAC needs the secret itself.
 */
export async function createIntegration(
  uow: UnitOfWork,
  input: {
    companyId: string;
    createdBy: string;
    body: IntegrationCreateBody;
    secretsKey: Buffer;
  },
): Promise<{ integration: Integration; secret: string }> {
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
  return { integration: created, secret };
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
