import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ProjectLlmModelBody } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { projectLlmModelsKey } from './list-project-llm-models';

/** Links a model of the registry to a project, with its monthly cost and notes. */
export function useAddProjectLlmModel(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to add LLM model' },
    mutationFn: (body: ProjectLlmModelBody) =>
      callRoute(routes.addProjectLlmModel, { params: { id: projectId }, body }, api.config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectLlmModelsKey(projectId) }),
  });
}
