import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { projectLlmModelsKey } from './list-project-llm-models';

/** Unlinks a model from a project. */
export function useRemoveProjectLlmModel(projectId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to remove LLM model' },
    mutationFn: (linkId: string) =>
      callRoute(routes.removeProjectLlmModel, { params: { linkId } }, api.config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectLlmModelsKey(projectId) }),
  });
}
