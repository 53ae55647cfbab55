import { EMBED_AUDIT_PAGE_SIZE } from '@portfolio/contracts';
import * as embed from '../../services/embed.ts';
import { contractRoute } from '../contract.ts';

/** Settings → Embedding, admins only: allowed origins, embed apps and the audit. */

export const getEmbedOriginsRoute = contractRoute('getEmbedOrigins', {
  async handle({ membership, deps }) {
    return { origins: await embed.listOrigins(deps.db, membership.companyId) };
  },
});

export const updateEmbedOriginsRoute = contractRoute('updateEmbedOrigins', {
  async handle({ body, membership, deps }) {
    return { origins: await embed.replaceOrigins(deps.db, membership.companyId, body.origins) };
  },
});

export const listEmbedAppsRoute = contractRoute('listEmbedApps', {
  async handle({ membership, deps }) {
    return embed.listApps(deps.db, membership.companyId);
  },
});

export const createEmbedAppRoute = contractRoute('createEmbedApp', {
  async handle({ body, userId, membership, deps }) {
    return embed.createApp(deps.db, {
      companyId: membership.companyId,
      name: body.name,
      allowGuests: body.allowGuests ?? false,
      createdBy: userId,
    });
  },
});

export const deleteEmbedAppRoute = contractRoute('deleteEmbedApp', {
  async handle({ params, userId, membership, deps }) {
    await embed.deleteApp(deps.db, {
      companyId: membership.companyId,
      appId: params.appId,
      deletedBy: userId,
    });
  },
});

export const listEmbedAuditRoute = contractRoute('listEmbedAudit', {
  async handle({ membership, query, deps }) {
    return embed.listAudit(deps.db, membership.companyId, {
      action: query.action,
      before: query.before,
      limit: query.limit ?? EMBED_AUDIT_PAGE_SIZE,
    });
  },
});
