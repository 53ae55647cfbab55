import { routes, type AcknowledgeRiskBody } from '@portfolio/contracts';
import { rowIdAndRest, useRouteMutation } from '@portfolio/ui';

/** Acknowledges a risk with a note: it stays quiet until its project changes again. */
export const useAcknowledgeRisk = (companyId: string) =>
  useRouteMutation(routes.acknowledgeRisk, rowIdAndRest<AcknowledgeRiskBody>(), {
    meta: { errorMessage: 'Failed to acknowledge the risk' },
    // A risk resolved meanwhile answers 409: the list shows it resolved.
    refreshOnFailure: true,
    companyId,
  });
