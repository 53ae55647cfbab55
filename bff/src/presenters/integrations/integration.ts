import { buildPath, routes, type Integration as IntegrationBody } from '@portfolio/contracts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import type { Integration } from '../../models/integration.ts';

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
