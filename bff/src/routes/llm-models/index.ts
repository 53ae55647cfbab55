import type { Registration } from '../contract.ts';
import {
  createLlmModelRoute,
  deleteLlmModelRoute,
  listLlmModelsRoute,
  revealLlmModelKeyRoute,
  updateLlmModelRoute,
} from './llm-models.ts';
import {
  addProjectLlmModelRoute,
  listProjectLlmModelsRoute,
  removeProjectLlmModelRoute,
} from './project-llm-models.ts';

/** The company LLM model registry and the models linked to each project. */
export const llmModelRoutes: Registration[] = [
  listLlmModelsRoute,
  createLlmModelRoute,
  updateLlmModelRoute,
  deleteLlmModelRoute,
  revealLlmModelKeyRoute,
  listProjectLlmModelsRoute,
  addProjectLlmModelRoute,
  removeProjectLlmModelRoute,
];
