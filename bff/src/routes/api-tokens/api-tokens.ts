import { write } from '../../audit/unit-of-work.ts';
import { ApiToken } from '../../models/api-token.ts';
import { presentApiToken } from '../../presenters/access/api-token.ts';
import { createApiToken, deleteApiToken, listApiTokens } from '../../services/access/api-tokens.ts';
import { contractRoute, removeRowRoute, type Registration } from '../contract.ts';

const listApiTokensRoute = contractRoute('listApiTokens', {
  async handle({ params, deps }) {
    return (await listApiTokens(deps.db, params.companyId)).map(presentApiToken);
  },
});

const createApiTokenRoute = contractRoute('createApiToken', {
  async handle({ params, body, userId, actor, deps }) {
    const { apiToken, token } = await write(deps, actor, (uow) =>
      createApiToken(uow, { companyId: params.companyId, createdBy: userId, body }),
    );
    return { apiToken: presentApiToken(apiToken), token };
  },
});

const deleteApiTokenRoute = removeRowRoute(
  'deleteApiToken',
  { model: ApiToken, param: 'id' },
  deleteApiToken,
);

/** Company API tokens for scripts and BI tools (admins). */
export const apiTokenRoutes: Registration[] = [
  listApiTokensRoute,
  createApiTokenRoute,
  deleteApiTokenRoute,
];
