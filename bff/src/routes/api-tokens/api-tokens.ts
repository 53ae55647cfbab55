import { write } from '../../audit/unit-of-work.ts';
import { ApiToken } from '../../models/api-token.ts';
import { createApiToken, deleteApiToken, listApiTokens } from '../../services/access/api-tokens.ts';
import { contractRoute, removeRowRoute, type Registration } from '../contract.ts';

const listApiTokensRoute = contractRoute('listApiTokens', {
  async handle({ params, deps }) {
    return listApiTokens(deps.db, params.companyId);
  },
});

const createApiTokenRoute = contractRoute('createApiToken', {
  async handle({ params, body, userId, actor, deps }) {
    return write(deps, actor, (uow) =>
      createApiToken(uow, { companyId: params.companyId, createdBy: userId, body }),
    );
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
