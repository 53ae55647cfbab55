import { routes, type ProjectLlmModelBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** Links a model of the registry to a project, with its monthly cost and notes. */
export const useAddProjectLlmModel = (projectId: string) =>
  useRouteMutation(
    routes.addProjectLlmModel,
    (body: ProjectLlmModelBody) => ({ params: { id: projectId }, body }),
    { meta: { errorMessage: 'Failed to add LLM model' } },
  );
