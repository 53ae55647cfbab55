import { FEEDBACK_FAILURE, routes, type FeedbackBody } from '@portfolio/contracts';
import { useRouteMutation } from '@portfolio/ui';

/** `POST /api/feedback`: open to everyone; the BFF checks the body against the same contract. */
export const useSubmitFeedback = () =>
  useRouteMutation(routes.submitFeedback, (body: FeedbackBody) => ({ body }), {
    meta: { errorMessage: FEEDBACK_FAILURE },
  });
