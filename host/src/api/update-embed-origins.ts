import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `PUT /api/companies/{companyId}/embed/origins`: the list is read again before the save completes. */
export const useUpdateEmbedOrigins = (companyId: string) =>
  useRouteMutation(
    routes.updateEmbedOrigins,
    (origins: string[]) => ({ params: { companyId }, body: { origins } }),
    { meta: { errorMessage: 'Failed to save the allowed origins' } },
  );
