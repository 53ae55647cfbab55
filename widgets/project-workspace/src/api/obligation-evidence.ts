import { useCallback } from 'react';
import { routes, type ObligationEvidence } from '@portfolio/contracts';
import { useRouteMutation, useRouteQuery } from '@portfolio/ui';
import type { EvidenceBody } from '@portfolio/ui/evidence';

/*
 * Evidence on EU AI Act obligations. A write refreshes what its event refreshes for everyone
 * else (the kit's route mutation): the project's evidence, and the history. Removal is the kit's
 * `useDeleteEvidence`, shared with incidents.
 */

interface Scope {
  obligationId: string;
  projectId: string;
  companyId: string;
}

/**
 * One obligation's evidence: its slice of the project's one answer, so the rows of a list of
 * obligations (over twenty for a high-risk system) share one request.
 */
export function useObligationEvidence({ obligationId, projectId }: Omit<Scope, 'companyId'>) {
  const select = useCallback(
    (all: ObligationEvidence[]) => all.filter((e) => e.obligationId === obligationId),
    [obligationId],
  );
  return useRouteQuery(
    routes.listProjectObligationEvidence,
    { params: { id: projectId } },
    { select },
  );
}

/** Adds a link (JSON) or a file (FormData with its `file` part and the review fields). */
export const useAddEvidence = ({ obligationId, ...scope }: Scope) =>
  useRouteMutation(
    routes.addObligationEvidence,
    (body: EvidenceBody) => ({ params: { id: obligationId }, body }),
    scope,
  );
