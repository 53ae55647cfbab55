import { routes } from '@portfolio/contracts';
import { rowParams, useRouteMutation } from '@portfolio/ui';

/**
 * Deletes a model and, with it, its links to projects (admins); the registry and every
 * project's model list refresh.
 */
export const useDeleteLlmModel = (companyId: string) =>
  useRouteMutation(routes.deleteLlmModel, rowParams, {
    meta: { errorMessage: 'Failed to delete LLM model' },
    companyId,
  });
