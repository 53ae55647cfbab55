import { routes, type ProjectLlmModelBody } from '@portfolio/contracts';
import { rowBody, useRouteMutation } from '@portfolio/ui';

/** Links a model of the registry to a project, with its monthly cost and notes. */
export const useAddProjectLlmModel = (projectId: string) =>
  useRouteMutation(routes.addProjectLlmModel, rowBody<ProjectLlmModelBody>(projectId), {
    meta: { errorMessage: 'Failed to add LLM model' },
  });
