import { routes, type LlmModelUpdateBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { llmModelsChanged } from './list-llm-models';

/** Renames a model, changes its vendor, and replaces its key when one is given (admins). */
export const useUpdateLlmModel = (companyId: string) =>
  useRouteMutation(
    routes.updateLlmModel,
    ({ id, body }: { id: string; body: LlmModelUpdateBody }) => ({ params: { id }, body }),
    {
      meta: { errorMessage: 'Failed to update LLM model' },
      onSuccess: (client) => llmModelsChanged(client, companyId),
    },
  );
