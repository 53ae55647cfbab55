import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type LlmModelUpdateBody } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { llmModelsKey } from './list-llm-models';
import { isProjectLlmModelsQuery } from './list-project-llm-models';

/** Renames a model, changes its vendor, and replaces its key when one is given (admins). */
export function useUpdateLlmModel(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to update LLM model' },
    mutationFn: ({ id, body }: { id: string; body: LlmModelUpdateBody }) =>
      callRoute(routes.updateLlmModel, { params: { id }, body }, api.config),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: llmModelsKey(companyId) }),
        queryClient.invalidateQueries({ predicate: isProjectLlmModelsQuery }),
      ]),
  });
}
