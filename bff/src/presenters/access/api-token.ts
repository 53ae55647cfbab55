import type { ApiToken as ApiTokenBody } from '@portfolio/contracts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import type { ListedToken } from '../../services/access/api-tokens.ts';
import { personName } from '../../services/integrations/notifications.ts';

/** A token as its list shows it: its prefix only, never the token. */
export function presentApiToken(row: ListedToken): ApiTokenBody {
  const name = personName({ firstName: row.creatorFirstName, lastName: row.creatorLastName });
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: toIsoString(row.createdAt),
    createdByName: name || row.creatorEmail,
    expiresAt: optionalIso(row.expiresAt),
    lastUsedAt: optionalIso(row.lastUsedAt),
  };
}
