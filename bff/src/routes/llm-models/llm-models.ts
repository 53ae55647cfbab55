import { write } from '../../audit/unit-of-work.ts';
import { presentLlmModel } from '../../presenters/compliance/llm-model.ts';
import {
  createLlmModel,
  deleteLlmModel,
  listLlmModels,
  maskStoredApiKey,
  projectsUsing,
  revealLlmModelKey,
  updateLlmModel,
} from '../../services/compliance/llm-models.ts';
import { LlmModel } from '../../models/llm-model.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';

/** `/api/llm-models/{id}` routes act on the model of the path, of its company. */
const llmModel = { model: LlmModel, param: 'id' } as const;

const present = (
  model: LlmModel,
  secretsKey: Buffer,
  projects: Map<string, Array<{ id: string; name: string }>>,
) =>
  presentLlmModel(model, maskStoredApiKey(model.apiKey, secretsKey), projects.get(model.id) ?? []);

export const listLlmModelsRoute = contractRoute('listLlmModels', {
  async handle({ membership, deps }) {
    const models = await listLlmModels(deps.db, membership.companyId);
    const projects = await projectsUsing(
      deps.db,
      models.map((model) => model.id),
    );
    return models.map((model) => present(model, deps.config.secretsKey, projects));
  },
});

export const createLlmModelRoute = contractRoute('createLlmModel', {
  async handle({ body, userId, actor, membership, deps }) {
    const model = await write(deps, actor, (uow) =>
      createLlmModel(uow, deps.config, {
        companyId: membership.companyId,
        createdBy: userId,
        body,
      }),
    );
    // A model just registered is used by no project yet.
    return present(model, deps.config.secretsKey, new Map());
  },
});

export const updateLlmModelRoute = contractRoute('updateLlmModel', {
  row: llmModel,
  async handle({ row, body, actor, deps }) {
    const model = await write(deps, actor, (uow) => updateLlmModel(uow, deps.config, row, body));
    return present(model, deps.config.secretsKey, await projectsUsing(deps.db, [model.id]));
  },
});

export const deleteLlmModelRoute = removeRowRoute('deleteLlmModel', llmModel, deleteLlmModel);

export const revealLlmModelKeyRoute = contractRoute('revealLlmModelKey', {
  row: llmModel,
  async handle({ row, actor, ctx, deps }) {
    const apiKey = await write(deps, actor, (uow) =>
      revealLlmModelKey(uow, deps.config.secretsKey, row),
    );
    // A clear secret: no browser or proxy may keep a copy.
    ctx.set('Cache-Control', 'no-store');
    return { apiKey };
  },
});
