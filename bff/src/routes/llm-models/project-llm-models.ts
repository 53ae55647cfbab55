import { presentProjectLlmModel } from '../../presenters/compliance/llm-model.ts';
import {
  addProjectLlmModel,
  listProjectLlmModels,
  removeProjectLlmModel,
} from '../../services/compliance/llm-models.ts';
import { ProjectLlmModel } from '../../models/project-llm-model.ts';
import { listRowsRoute, removeRowRoute, writeRowRoute } from '../contract.ts';
import { projectOfPath } from '../projects/projects.ts';

export const listProjectLlmModelsRoute = listRowsRoute(
  'listProjectLlmModels',
  projectOfPath,
  listProjectLlmModels,
  presentProjectLlmModel,
);

export const addProjectLlmModelRoute = writeRowRoute(
  'addProjectLlmModel',
  projectOfPath,
  (uow, project, body) => addProjectLlmModel(uow, { project, body }),
  presentProjectLlmModel,
);

export const removeProjectLlmModelRoute = removeRowRoute(
  'removeProjectLlmModel',
  { model: ProjectLlmModel, param: 'linkId' },
  removeProjectLlmModel,
);
