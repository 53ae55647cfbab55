import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type LlmModelCreateBody } from '@portfolio/contracts';
import { callRoute, useApi } from '@portfolio/ui';
import { llmModelsKey } from './list-llm-models';

/** Registers a model (admins). */
export function useCreateLlmModel(companyId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'Failed to add LLM model' },
    mutationFn: (body: LlmModelCreateBody) =>
      callRoute(routes.createLlmModel, { params: { companyId }, body }, api.config),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmModelsKey(companyId) }),
  });
}
