import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { llmModelsChanged } from './list-llm-models';

/** Deletes a model and, with it, its links to projects (admins). */
export const useDeleteLlmModel = (companyId: string) =>
  useRouteMutation(routes.deleteLlmModel, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to delete LLM model' },
    onSuccess: (client) => llmModelsChanged(client, companyId),
  });
