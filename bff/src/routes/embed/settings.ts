import { EMBED_AUDIT_PAGE_SIZE } from '@portfolio/contracts';
import { write } from '../../audit/unit-of-work.ts';
import { presentApp, presentAuditEntry } from '../../presenters/integrations/embed.ts';
import * as embed from '../../services/integrations/embed.ts';
import { contractRoute } from '../contract.ts';

/** Settings → Embedding, admins only: allowed origins, embed apps and the audit. */

export const getEmbedOriginsRoute = contractRoute('getEmbedOrigins', {
  async handle({ membership, deps }) {
    return { origins: await embed.listOrigins(deps.db, membership.companyId) };
  },
});

export const updateEmbedOriginsRoute = contractRoute('updateEmbedOrigins', {
  async handle({ body, actor, membership, deps }) {
    const origins = await write(deps, actor, (uow) =>
      embed.replaceOrigins(uow, membership.companyId, body.origins),
    );
    return { origins };
  },
});

export const listEmbedAppsRoute = contractRoute('listEmbedApps', {
  async handle({ membership, deps }) {
    return (await embed.listApps(deps.db, membership.companyId)).map(presentApp);
  },
});

export const createEmbedAppRoute = contractRoute('createEmbedApp', {
  async handle({ body, userId, actor, membership, deps }) {
    const { app, secret } = await write(deps, actor, (uow) =>
      embed.createApp(uow, {
        companyId: membership.companyId,
        name: body.name,
        allowGuests: body.allowGuests ?? false,
        createdBy: userId,
      }),
    );
    return { app: presentApp(app), secret };
  },
});

export const deleteEmbedAppRoute = contractRoute('deleteEmbedApp', {
  async handle({ params, actor, membership, deps }) {
    await write(deps, actor, (uow) =>
      embed.deleteApp(uow, { companyId: membership.companyId, appId: params.appId }),
    );
  },
});

export const listEmbedAuditRoute = contractRoute('listEmbedAudit', {
  async handle({ membership, query, deps }) {
    const { rows, nextCursor } = await embed.listAudit(deps.db, membership.companyId, {
      action: query.action,
      before: query.before,
      limit: query.limit ?? EMBED_AUDIT_PAGE_SIZE,
    });
    return { entries: rows.map(presentAuditEntry), nextCursor };
  },
});
