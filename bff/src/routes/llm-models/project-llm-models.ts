import { presentProjectLlmModel } from '../../presenters/llm-model.ts';
import {
  addProjectLlmModel,
  listProjectLlmModels,
  projectCompanyId,
  projectLinkCompanyId,
  removeProjectLlmModel,
} from '../../services/llm-models.ts';
import { contractRoute } from '../contract.ts';

export const listProjectLlmModelsRoute = contractRoute('listProjectLlmModels', {
  companyOf: ({ id }, { db }) => projectCompanyId(db, id),
  async handle({ params, deps }) {
    const links = await listProjectLlmModels(deps.db, params.id);
    return links.map(presentProjectLlmModel);
  },
});

export const addProjectLlmModelRoute = contractRoute('addProjectLlmModel', {
  companyOf: ({ id }, { db }) => projectCompanyId(db, id),
  async handle({ params, body, membership, deps }) {
    const link = await addProjectLlmModel(deps.db, {
      projectId: params.id,
      companyId: membership.companyId,
      body,
    });
    return presentProjectLlmModel(link);
  },
});

export const removeProjectLlmModelRoute = contractRoute('removeProjectLlmModel', {
  companyOf: ({ linkId }, { db }) => projectLinkCompanyId(db, linkId),
  async handle({ params, membership, deps }) {
    await removeProjectLlmModel(deps.db, {
      linkId: params.linkId,
      companyId: membership.companyId,
    });
  },
});
