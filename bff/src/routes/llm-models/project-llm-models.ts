import { write } from '../../audit/unit-of-work.ts';
import { presentProjectLlmModel } from '../../presenters/llm-model.ts';
import {
  addProjectLlmModel,
  listProjectLlmModels,
  removeProjectLlmModel,
} from '../../services/compliance/llm-models.ts';
import { ProjectLlmModel } from '../../models/project-llm-model.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

export const listProjectLlmModelsRoute = contractRoute('listProjectLlmModels', {
  row: projectOfPath,
  async handle({ row, deps }) {
    const links = await listProjectLlmModels(deps.db, row.id);
    return links.map(presentProjectLlmModel);
  },
});

export const addProjectLlmModelRoute = contractRoute('addProjectLlmModel', {
  row: projectOfPath,
  async handle({ row, body, actor, deps }) {
    const link = await write(deps, actor, (uow) => addProjectLlmModel(uow, { project: row, body }));
    return presentProjectLlmModel(link);
  },
});

export const removeProjectLlmModelRoute = removeRowRoute(
  'removeProjectLlmModel',
  { model: ProjectLlmModel, param: 'linkId' },
  removeProjectLlmModel,
);
