import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/**
 * Removes evidence of an obligation or an incident (`DELETE /api/evidence/{id}`); the project and
 * company are what the removal outdates there (history, risks). A refusal (the document of a
 * recorded incident report: 409) is the API's sentence in the error toast.
 */
export const useDeleteEvidence = (scope: { projectId?: string; companyId?: string } = {}) =>
  useRouteMutation(routes.deleteEvidence, (id: string) => ({ params: { id } }), {
    meta: { errorMessage: 'Failed to remove the evidence' },
    ...scope,
  });
