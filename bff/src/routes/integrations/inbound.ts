import { write } from '../../audit/unit-of-work.ts';
import { inboundGate } from '../../integrations/inbound/gate.ts';
import { receiveInboundEvent } from '../../integrations/inbound/receive.ts';
import { Integration } from '../../models/integration.ts';
import { ProjectLink } from '../../models/project-link.ts';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
} from '../../services/integrations/integrations.ts';
import {
  addProjectLink,
  listProjectLinks,
  removeProjectLink,
} from '../../services/portfolio/project-links.ts';
import { presentIntegration } from '../../presenters/integrations/integration.ts';
import { presentProjectLink } from '../../presenters/portfolio/project-link.ts';
import { contractRoute, removeRowRoute, type Registration } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

const listProjectLinksRoute = contractRoute('listProjectLinks', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return (await listProjectLinks(deps.db, row.id)).map(presentProjectLink);
  },
});

const addProjectLinkRoute = contractRoute('addProjectLink', {
  row: projectOfPath,
  async handle({ row, body, userId, actor, deps }) {
    return presentProjectLink(
      await write(deps, actor, (uow) => addProjectLink(uow, row, body, userId ?? null)),
    );
  },
});

const removeProjectLinkRoute = removeRowRoute(
  'removeProjectLink',
  { model: ProjectLink, param: 'id' },
  removeProjectLink,
);

const listIntegrationsRoute = contractRoute('listIntegrations', {
  async handle({ params, deps }) {
    return (await listIntegrations(deps.db, params.companyId)).map((row) =>
      presentIntegration(row, deps.config.publicUrl),
    );
  },
});

const createIntegrationRoute = contractRoute('createIntegration', {
  async handle({ params, body, userId, actor, deps }) {
    const { integration, secret } = await write(deps, actor, (uow) =>
      createIntegration(uow, {
        companyId: params.companyId,
        createdBy: userId,
        body,
        secretsKey: deps.config.secretsKey,
      }),
    );
    return { integration: presentIntegration(integration, deps.config.publicUrl), secret };
  },
});

const deleteIntegrationRoute = removeRowRoute(
  'deleteIntegration',
  { model: Integration, param: 'id' },
  deleteIntegration,
);

const receiveIntegrationEventRoute = contractRoute('receiveIntegrationEvent', {
  before: inboundGate,
  async handle({ params, body, ctx, deps }) {
    const rawBody = (ctx.request as { rawBody?: string }).rawBody ?? '';
    return receiveInboundEvent({ db: deps.db, secretsKey: deps.config.secretsKey }, params.id, {
      headers: ctx.request.headers,
      rawBody,
      body,
    });
  },
});

/** Links to outside items, and the connections that send events about them in. */
export const inboundRoutes: Registration[] = [
  listProjectLinksRoute,
  addProjectLinkRoute,
  removeProjectLinkRoute,
  listIntegrationsRoute,
  createIntegrationRoute,
  deleteIntegrationRoute,
  receiveIntegrationEventRoute,
];
