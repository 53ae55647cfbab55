import { ERROR_CODES, FEEDBACK_THANKS, FeedbackBody, routes } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { HttpResponse, delay, errorAnswer, mockRoute } from '@portfolio/ui/testing/msw';

/**
 * `POST /api/feedback` as the BFF answers it: 400 with per-field details for a body the contract
 * rejects, 201 otherwise. `onSubmit` sees each accepted body.
 */
export function feedbackHandler({
  onSubmit,
  latency = 0,
}: { onSubmit?: (body: FeedbackBody) => void; latency?: number } = {}) {
  return mockRoute(routes.submitFeedback, async ({ request }) => {
    const body = await request.json();
    await delay(latency);
    const errors = checkFields(FeedbackBody, body);
    const details = Object.entries(errors).map(([field, message]) => ({ field, message }));
    if (details.length > 0)
      return errorAnswer(400, details.map((d) => d.message).join('; '), {
        code: ERROR_CODES.validation,
        details,
      });
    onSubmit?.(body);
    return HttpResponse.json({ message: FEEDBACK_THANKS.title }, { status: 201 });
  });
}

/** For `npm run dev:mock` (collected by the host's mock handlers): a short wait shows Submitting... */
export const handlers = [feedbackHandler({ latency: 600 })];
