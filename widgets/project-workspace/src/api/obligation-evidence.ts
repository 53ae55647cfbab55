import { useQuery } from '@tanstack/react-query';
import { routes } from '@portfolio/contracts';
import { routeQuery, useApi, useRouteMutation, type ApiConfig } from '@portfolio/ui';
import type { EvidenceBody } from '@portfolio/ui/evidence';

/*
 * Evidence on an EU AI Act obligation. A write refreshes what its event refreshes for everyone
 * else (the kit's route mutation): every obligation's evidence list, and the history. Removal is
 * the kit's `useDeleteEvidence`, shared with incidents.
 */

export const obligationEvidenceQuery = (obligationId: string, config?: ApiConfig) =>
  routeQuery(routes.listObligationEvidence, { params: { id: obligationId } }, config);

export function useObligationEvidence(obligationId: string) {
  const api = useApi();
  return useQuery(obligationEvidenceQuery(obligationId, api.config));
}

interface Scope {
  obligationId: string;
  projectId: string;
  companyId: string;
}

/** Adds a link (JSON) or a file (FormData with its `file` part and the review fields). */
export const useAddEvidence = ({ obligationId, ...scope }: Scope) =>
  useRouteMutation(
    routes.addObligationEvidence,
    (body: EvidenceBody) => ({ params: { id: obligationId }, body }),
    scope,
  );
