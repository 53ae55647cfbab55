import { routes, type LlmModelUpdateBody } from '@portfolio/contracts';
import { rowIdAndBody, useRouteMutation } from '@portfolio/ui';

/**
 * Renames a model, changes its vendor, and replaces its key when one is given (admins); the
 * registry and every project's model list, which show its name, refresh.
 */
export const useUpdateLlmModel = (companyId: string) =>
  useRouteMutation(routes.updateLlmModel, rowIdAndBody<LlmModelUpdateBody>(), {
    meta: { errorMessage: 'Failed to update LLM model' },
    companyId,
  });
