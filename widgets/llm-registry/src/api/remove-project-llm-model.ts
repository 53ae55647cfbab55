import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** Unlinks a model from a project. */
export const useRemoveProjectLlmModel = (projectId: string) =>
  useRouteMutation(routes.removeProjectLlmModel, (linkId: string) => ({ params: { linkId } }), {
    meta: { errorMessage: 'Failed to remove LLM model' },
    projectId,
  });
