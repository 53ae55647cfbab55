import { createHash } from 'node:crypto';
import {
  INBOUND_MESSAGES,
  INBOUND_PROVIDER_LABELS,
  type InboundEventAnswer,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { write } from '../../audit/unit-of-work.ts';
import { NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { Integration } from '../../models/integration.ts';
import { ProjectLink } from '../../models/project-link.ts';
import { decryptSecret } from '../../services/access/secrets.ts';
import { PROVIDER_SCHEMES, SignatureError, type Delivery } from './providers.ts';

/** How long a delivery's id is remembered to refuse its replay. */
const DELIVERIES_KEPT = '30 days';

/**
 * A provider's delivery to a connection's inbound URL: refused with 401 unless signed with the
 * connection's secret in the provider's scheme, or when it was received before: its delivery id
 * or its body (by digest) within the retention window. Each item event updates the links
 * to that item (and, for a code host, the links to its repository): their state and latest
 * event, written as the connection in the project's history, and so on the event stream.
 */
export async function receiveInboundEvent(
  deps: { db: Knex; secretsKey: Buffer },
  integrationId: string,
  delivery: Delivery,
): Promise<InboundEventAnswer> {
  const integration = await Integration.query(deps.db).findById(integrationId);
  if (!integration) throw new NotFoundError('No such connection: it may have been deleted');
  const scheme = PROVIDER_SCHEMES[integration.provider];
  try {
    scheme.verify(
      delivery,
      decryptSecret(integration.secretEncrypted, deps.secretsKey),
      Date.now(),
    );
  } catch (error) {
    // A secret that cannot be read (SECRETS_KEY changed) cannot sign anything either.
    throw new UnauthenticatedError(
      error instanceof SignatureError && error.message
        ? error.message
        : INBOUND_MESSAGES.badSignature,
    );
  }
  // The delivery id header is not signed: a replay may carry a new one. The signed body's
  // digest is remembered too, and a body seen before is a replay whatever its id.
  const digest = `sha256:${createHash('sha256').update(delivery.rawBody).digest('hex')}`;
  const seen = [...new Set([scheme.deliveryId(delivery)?.slice(0, 200) || digest, digest])];
  const actor = {
    type: 'integration',
    id: integration.id,
    label: INBOUND_PROVIDER_LABELS[integration.provider],
  } as const;

  return write(deps, actor, async (uow) => {
    const { trx } = uow;
    const fresh = await trx('inbound_deliveries')
      .insert(seen.map((deliveryId) => ({ integrationId, deliveryId })))
      .onConflict(['integration_id', 'delivery_id'])
      .ignore()
      .returning('delivery_id');
    // Thrown inside the transaction: neither key of a replay is kept.
    if (fresh.length < seen.length) throw new UnauthenticatedError(INBOUND_MESSAGES.replayed);
    await trx('inbound_deliveries')
      .where({ integrationId })
      .where('receivedAt', '<', trx.raw(`now() - interval '${DELIVERIES_KEPT}'`))
      .delete();
    await trx('integrations').where({ id: integrationId }).update({ lastEventAt: trx.fn.now() });

    let linkedItems = 0;
    for (const item of scheme.items(delivery)) {
      // Repository names match whatever their case, as the providers name them.
      const keys = (item.repository ? [item.key, item.repository] : [item.key]).map((key) =>
        key.toLowerCase(),
      );
      const links = await ProjectLink.query(trx)
        .where({ companyId: integration.companyId, provider: item.provider })
        .whereIn(trx.raw('lower(??)', ['key']), keys)
        .forUpdate();
      for (const link of links) {
        const isItem = link.key.toLowerCase() === item.key.toLowerCase();
        const updated = await ProjectLink.query(trx).patchAndFetchById(link.id, {
          // A repository has no state of its own: it hears of its items' events.
          itemState: isItem ? item.state : link.itemState,
          lastEvent: item.text,
          lastEventAt: new Date(),
        });
        await uow.record({
          entity: 'project_link',
          id: link.id,
          action: 'updated',
          before: link,
          after: updated,
          label: link.title ?? link.key,
        });
        linkedItems += 1;
      }
    }
    return { linkedItems };
  });
}
