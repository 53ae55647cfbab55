import { useMutation } from '@tanstack/react-query';
import { routes, type FeedbackBody } from '@portfolio/contracts';
import { callRoute, useApi, type ApiConfig } from '@portfolio/ui';

/** `POST /api/feedback`: open to everyone; the BFF checks the body against the same contract. */
export const submitFeedback = (body: FeedbackBody, config?: ApiConfig) =>
  callRoute(routes.submitFeedback, { body }, config);

export function useSubmitFeedback() {
  const { config } = useApi();
  return useMutation({ mutationFn: (body: FeedbackBody) => submitFeedback(body, config) });
}
