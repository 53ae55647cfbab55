import { byUserOrClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { sendAccountVerification } from '../../services/access/email-verification.ts';
import { contractRoute } from '../contract.ts';
import { HOUR_MS } from '@portfolio/contracts';

/** Verification e-mails one account may ask for: enough to retry, too few to flood a mailbox. */
export const EMAIL_VERIFICATION_RATE_LIMIT = { windowMs: HOUR_MS, max: 3 } as const;

/** POST /api/account/email-verification: mails a link verifying the account's own address. */
export const sendEmailVerificationRoute = contractRoute('sendEmailVerification', {
  before: () => [
    rateLimit({
      ...EMAIL_VERIFICATION_RATE_LIMIT,
      name: 'email-verification:user',
      key: byUserOrClientIp,
      message: (seconds) =>
        `Too many verification e-mails. Please try again in ${formatWait(seconds)}.`,
    }),
  ],
  async handle({ userId, ctx, deps }) {
    return sendAccountVerification(deps.db, { config: deps.config, logger: ctx.state.log }, userId);
  },
});
