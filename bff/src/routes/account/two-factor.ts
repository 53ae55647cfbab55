import { startSession } from '../../auth/session.ts';
import type { Middleware } from 'koa';
import { byUserOrClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
} from '../../services/access/two-factor.ts';
import { contractRoute } from '../contract.ts';
import { CHANGE_PASSWORD_RATE_LIMIT } from './account.ts';

/**
 * Wrong passwords and wrong set-up codes, per signed-in user: a stolen session must not guess
 * the password that turns two-factor off, nor try codes without end.
 */
const perUser = (what: string): Middleware =>
  rateLimit({
    ...CHANGE_PASSWORD_RATE_LIMIT,
    name: `two-factor:${what}`,
    key: byUserOrClientIp,
    failuresOnly: true,
    message: (seconds) => `Too many attempts. Please try again in ${formatWait(seconds)}.`,
  });

/** POST /api/account/two-factor/setup: a pending secret and its QR code. */
export const setupTwoFactorRoute = contractRoute('setupTwoFactor', {
  async handle({ userId, deps }) {
    return setupTwoFactor(deps.db, deps.config.secretsKey, userId);
  },
});

/**
 * POST /api/account/two-factor/enable: the first code turns it on; the recovery codes, once.
 * Every other session of the person ends; the one that asked starts afresh.
 */
export const enableTwoFactorRoute = contractRoute('enableTwoFactor', {
  before: () => [perUser('enable')],
  async handle({ body, userId, ctx, deps }) {
    const recoveryCodes = await enableTwoFactor(deps.db, deps.config.secretsKey, userId, body.code);
    await startSession(ctx, userId);
    return { recoveryCodes };
  },
});

/** POST /api/account/two-factor/disable: with the password. */
export const disableTwoFactorRoute = contractRoute('disableTwoFactor', {
  before: () => [perUser('password')],
  async handle({ body, userId, deps }) {
    await disableTwoFactor(deps.db, userId, body.password);
  },
});

/** POST /api/account/two-factor/recovery-codes: new codes, with the password. */
export const regenerateRecoveryCodesRoute = contractRoute('regenerateRecoveryCodes', {
  before: () => [perUser('password')],
  async handle({ body, userId, deps }) {
    return { recoveryCodes: await regenerateRecoveryCodes(deps.db, userId, body.password) };
  },
});
