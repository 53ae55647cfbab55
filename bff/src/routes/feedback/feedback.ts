import { FEEDBACK_THANKS, MINUTE_MS } from '@portfolio/contracts';
import { byClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { submitFeedback as store } from '../../services/portfolio/feedback.ts';
import { contractRoute, type Registration } from '../contract.ts';

/** Accepted submissions per client address and window (per BFF process, see rate-limit.ts). */
export const FEEDBACK_RATE_LIMIT = { windowMs: 10 * MINUTE_MS, max: 5 } as const;

const tooMany = (seconds: number) =>
  `Too much feedback sent from your address. Please try again in ${formatWait(seconds)}.`;

/**
 * POST /api/feedback: open to everyone; the body is checked by the contract (the spec's
 * messages), then the submission counts against the address's limit and is stored. Rejected
 * bodies do not count: they write nothing. Counters are made per app (in `register`).
 */
export const submitFeedback: Registration = {
  name: 'submitFeedback',
  register(router, deps) {
    const limit = rateLimit({
      ...FEEDBACK_RATE_LIMIT,
      name: 'feedback:ip',
      key: byClientIp,
      message: tooMany,
    });
    contractRoute('submitFeedback', {
      async handle({ body, ctx, deps }) {
        await limit(ctx, async () => undefined);
        await store(deps.db, body);
        return { message: FEEDBACK_THANKS.title };
      },
    }).register(router, deps);
  },
};
