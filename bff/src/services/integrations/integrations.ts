import { randomBytes } from 'node:crypto';
import { type IntegrationCreateBody, notFoundMessage } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, insertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Integration } from '../../models/integration.ts';
import { encryptSecret } from '../access/secrets.ts';

/** A connection is named in the history by its description, else its provider. */
const RECORDING = { label: (row: Integration) => row.description ?? row.provider };

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
  const values = {
    companyId: input.companyId,
    provider: input.body.provider,
    description: input.body.description?.trim() || null,
    secretEncrypted: encryptSecret(secret, input.secretsKey),
    createdBy: input.createdBy,
  };
  const created = await insertRecorded(uow, Integration, 'integration', values, RECORDING);
  return { integration: created, secret };
}

export async function deleteIntegration(uow: UnitOfWork, integration: Integration): Promise<void> {
  const row = await uow.lock(Integration, integration.id, notFoundMessage('integration'));
  await deleteRecorded(uow, Integration, 'integration', row, RECORDING);
}
