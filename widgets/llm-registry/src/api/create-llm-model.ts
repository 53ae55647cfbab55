import { routes, type LlmModelCreateBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** Registers a model (admins). */
export const useCreateLlmModel = (companyId: string) =>
  useRouteMutation(
    routes.createLlmModel,
    (body: LlmModelCreateBody) => ({ params: { companyId }, body }),
    { meta: { errorMessage: 'Failed to add LLM model' } },
  );
