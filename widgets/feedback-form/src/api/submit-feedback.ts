import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_FAILURE, routes, type FeedbackBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';

/** `POST /api/feedback`: open to everyone; the BFF checks the body against the same contract. */
export const submitFeedback = (body: FeedbackBody, config?: ApiConfig) =>
  callRoute(routes.submitFeedback, { body }, config);

export function useSubmitFeedback() {
  const { config } = useApi();
  return useMutation({
    meta: { errorMessage: FEEDBACK_FAILURE },
    mutationFn: (body: FeedbackBody) => submitFeedback(body, config),
  });
}
