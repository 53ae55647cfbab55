import { routes } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';
import { risksChanged } from './list-risks';

/** Acknowledges a risk with a note: it stays quiet until its project changes again. */
export const useAcknowledgeRisk = (companyId: string) =>
  useRouteMutation(
    routes.acknowledgeRisk,
    ({ id, note }: { id: string; note: string }) => ({ params: { id }, body: { note } }),
    {
      meta: { errorMessage: 'Failed to acknowledge the risk' },
      onSettled: (client) => risksChanged(client, companyId),
    },
  );
