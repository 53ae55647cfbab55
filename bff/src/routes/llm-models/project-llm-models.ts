import { presentProjectLlmModel } from '../../presenters/llm-model.ts';
import {
  addProjectLlmModel,
  listProjectLlmModels,
  removeProjectLlmModel,
} from '../../services/llm-models.ts';
import { Project } from '../../models/project.ts';
import { ProjectLlmModel } from '../../models/project-llm-model.ts';
import { contractRoute, removeRowRoute } from '../contract.ts';

/** The project of `/api/projects/{id}/llm-models`. */
const project = { model: Project, param: 'id' } as const;

export const listProjectLlmModelsRoute = contractRoute('listProjectLlmModels', {
  row: project,
  async handle({ row, deps }) {
    const links = await listProjectLlmModels(deps.db, row.id);
    return links.map(presentProjectLlmModel);
  },
});

export const addProjectLlmModelRoute = contractRoute('addProjectLlmModel', {
  row: project,
  async handle({ row, body, deps }) {
    const link = await addProjectLlmModel(deps.db, { project: row, body });
    return presentProjectLlmModel(link);
  },
});

export const removeProjectLlmModelRoute = removeRowRoute(
  'removeProjectLlmModel',
  { model: ProjectLlmModel, param: 'linkId' },
  removeProjectLlmModel,
);
