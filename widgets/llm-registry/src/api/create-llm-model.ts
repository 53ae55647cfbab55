import { routes, type LlmModelCreateBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { llmModelsKey } from './list-llm-models';

/** Registers a model (admins). */
export const useCreateLlmModel = (companyId: string) =>
  useRouteMutation(
    routes.createLlmModel,
    (body: LlmModelCreateBody) => ({ params: { companyId }, body }),
    {
      meta: { errorMessage: 'Failed to add LLM model' },
      onSuccess: (client) => client.invalidateQueries({ queryKey: llmModelsKey(companyId) }),
    },
  );
