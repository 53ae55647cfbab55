import { routes, type ProjectLlmModelBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { projectLlmModelsKey } from './list-project-llm-models';

/** Links a model of the registry to a project, with its monthly cost and notes. */
export const useAddProjectLlmModel = (projectId: string) =>
  useRouteMutation(
    routes.addProjectLlmModel,
    (body: ProjectLlmModelBody) => ({ params: { id: projectId }, body }),
    {
      meta: { errorMessage: 'Failed to add LLM model' },
      onSuccess: (client) => client.invalidateQueries({ queryKey: projectLlmModelsKey(projectId) }),
    },
  );
