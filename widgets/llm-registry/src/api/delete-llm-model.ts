import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { llmModelsKey } from './list-llm-models';
import { isProjectLlmModelsQuery } from './list-project-llm-models';

/** Deletes a model and, with it, its links to projects (admins). */
export function useDeleteLlmModel(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to delete LLM model' },
    mutationFn: (id: string) => callRoute(routes.deleteLlmModel, { params: { id } }, api.config),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: llmModelsKey(companyId) }),
        queryClient.invalidateQueries({ predicate: isProjectLlmModelsQuery }),
      ]),
  });
}
