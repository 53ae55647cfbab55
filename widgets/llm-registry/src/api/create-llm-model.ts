import { routes, type LlmModelCreateBody } from '@portfolio/contracts';
import { companyBody, useRouteMutation } from '@portfolio/ui';

/** Registers a model (admins). */
export const useCreateLlmModel = (companyId: string) =>
  useRouteMutation(routes.createLlmModel, companyBody<LlmModelCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to add LLM model' },
  });
