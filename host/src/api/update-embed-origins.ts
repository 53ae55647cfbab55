import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { embedOriginsKey } from './get-embed-origins';

/** `PUT /api/companies/{companyId}/embed/origins`: the saved list becomes the cached one. */
export const useUpdateEmbedOrigins = (companyId: string) =>
  useRouteMutation(
    routes.updateEmbedOrigins,
    (origins: string[]) => ({ params: { companyId }, body: { origins } }),
    {
      meta: { errorMessage: 'Failed to save the allowed origins' },
      onSuccess: (client, saved) => client.setQueryData(embedOriginsKey(companyId), saved),
    },
  );
