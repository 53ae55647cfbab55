import { presentLlmModel } from '../../presenters/llm-model.ts';
import {
  createLlmModel,
  deleteLlmModel,
  listLlmModels,
  llmModelCompanyId,
  maskStoredApiKey,
  revealLlmModelKey,
  updateLlmModel,
} from '../../services/llm-models.ts';
import type { LlmModel } from '../../models/llm-model.ts';
import { contractRoute } from '../contract.ts';

const present = (model: LlmModel, secretsKey: Buffer) =>
  presentLlmModel(model, maskStoredApiKey(model.apiKey, secretsKey));

export const listLlmModelsRoute = contractRoute('listLlmModels', {
  async handle({ membership, deps }) {
    const models = await listLlmModels(deps.db, membership.companyId);
    return models.map((model) => present(model, deps.config.secretsKey));
  },
});

export const createLlmModelRoute = contractRoute('createLlmModel', {
  async handle({ body, userId, membership, deps }) {
    const model = await createLlmModel(deps.db, deps.config.secretsKey, {
      companyId: membership.companyId,
      createdBy: userId,
      body,
    });
    return present(model, deps.config.secretsKey);
  },
});

export const updateLlmModelRoute = contractRoute('updateLlmModel', {
  companyOf: ({ id }, { db }) => llmModelCompanyId(db, id),
  async handle({ params, body, membership, deps }) {
    const model = await updateLlmModel(deps.db, deps.config.secretsKey, {
      id: params.id,
      companyId: membership.companyId,
      body,
    });
    return present(model, deps.config.secretsKey);
  },
});

export const deleteLlmModelRoute = contractRoute('deleteLlmModel', {
  companyOf: ({ id }, { db }) => llmModelCompanyId(db, id),
  async handle({ params, membership, deps }) {
    await deleteLlmModel(deps.db, { id: params.id, companyId: membership.companyId });
  },
});

export const revealLlmModelKeyRoute = contractRoute('revealLlmModelKey', {
  companyOf: ({ id }, { db }) => llmModelCompanyId(db, id),
  async handle({ params, userId, membership, ctx, deps }) {
    const apiKey = await revealLlmModelKey(deps.db, deps.config.secretsKey, ctx.state.log, {
      id: params.id,
      companyId: membership.companyId,
      userId,
    });
    // A clear secret: no browser or proxy may keep a copy.
    ctx.set('Cache-Control', 'no-store');
    return { apiKey };
  },
});
