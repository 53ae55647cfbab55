import type {
  EmbedApp as EmbedAppBody,
  EmbedAuditAction,
  EmbedAuditEntry,
} from '@portfolio/contracts';
import type { AuditEventRow } from '../../audit/history.ts';
import type { EmbedApp } from '../../models/embed.ts';
import { EMBED_AUDIT_EVENTS } from '../../services/integrations/embed.ts';

/** An embed app as Settings → Embedding lists it: never its secret's hash. */
export const presentApp = (row: EmbedApp): EmbedAppBody => ({
  id: row.id,
  name: row.name,
  allowGuests: row.allowGuests,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A line of the embedding audit, read from the history entry it is. */
export function presentAuditEntry(row: AuditEventRow): EmbedAuditEntry {
  const [action] = Object.entries(EMBED_AUDIT_EVENTS).find(
    ([, event]) => event.entity === row.entity && event.action === row.action,
  )!;
  const byApp = row.actorType === 'embed_app';
  return {
    id: row.id,
    action: action as EmbedAuditAction,
    appId: row.entity === 'embed_app' ? row.entityId : byApp ? row.actorId : null,
    appName: row.entity === 'embed_app' ? row.entityLabel : byApp ? row.actorLabel : null,
    email: row.entity === 'embed_token' ? row.entityLabel : null,
    actor: byApp ? null : row.actorLabel,
    createdAt: row.at.toISOString(),
  };
}
