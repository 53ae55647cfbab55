import { endSession, startSession } from '../../auth/session.ts';
import { byUserOrClientIp, formatWait, rateLimit } from '../../middleware/rate-limit.ts';
import { changePassword, deleteAccount, updateProfile } from '../../services/access/account.ts';
import { loadCurrentUser } from '../auth/current-user.ts';
import { contractRoute } from '../contract.ts';
import { MINUTE_MS } from '@portfolio/contracts';

/** Wrong current passwords, per signed-in user: a stolen session must not guess the password. */
export const CHANGE_PASSWORD_RATE_LIMIT = { windowMs: 15 * MINUTE_MS, max: 10 } as const;

/**
 * POST /api/account/password: a new password; every session of the user ends and the caller
 * gets a fresh one, so the person changing it stays signed in and nobody else does.
 */
export const changePasswordRoute = contractRoute('changePassword', {
  before: () => [
    rateLimit({
      ...CHANGE_PASSWORD_RATE_LIMIT,
      key: byUserOrClientIp,
      failuresOnly: true,
      message: (seconds) =>
        `Too many attempts to change the password. Please try again in ${formatWait(seconds)}.`,
    }),
  ],
  async handle({ body, userId, ctx, deps }) {
    await changePassword(deps.db, userId, body);
    await startSession(ctx, userId);
  },
});

/** PUT /api/account/profile: a built-in account's names; answers the refreshed current user. */
export const updateProfileRoute = contractRoute('updateProfile', {
  async handle({ body, userId, deps }) {
    await updateProfile(deps.db, userId, body);
    return (await loadCurrentUser(deps.db, userId))!;
  },
});

/** DELETE /api/account: the account goes (see `deleteAccount`) and the caller is signed out. */
export const deleteAccountRoute = contractRoute('deleteAccount', {
  async handle({ userId, ctx, deps }) {
    await deleteAccount(deps.db, userId);
    endSession(ctx);
  },
});
