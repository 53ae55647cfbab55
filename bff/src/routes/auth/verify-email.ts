import { EMAIL_VERIFICATION_MESSAGES, routes, type VerifyEmailQuery } from '@portfolio/contracts';
import type { Context } from 'koa';
import { safeReturnTo } from '../../auth/return-to.ts';
import { startSession } from '../../auth/session.ts';
import { escapeHtml, layout, sendPage, SIGN_IN_PAGE_PATH } from '../../auth/sign-in-page.ts';
import { NotFoundError } from '../../errors.ts';
import { redeemVerificationLink } from '../../services/access/email-verification.ts';
import { contractRoute } from '../contract.ts';
import { rememberSignIn } from './sign-in-guard.ts';

/**
 * The link of a verification e-mail. Opening it shows a button; the button's POST uses the
 * link, once. A GET never changes anything: mail scanners and link previews open every link.
 */

const TAKEN =
  'An account with this e-mail address already exists (another link of yours was opened first). Sign in with it.';

function showProblem(ctx: Context, status: number, message: string) {
  sendPage(ctx, status, (nonce) =>
    layout(
      nonce,
      'Verify your e-mail',
      `<h1>This link did not work</h1>
  <p class="lead">${escapeHtml(message)}</p>
  <a class="submit button-link" href="${SIGN_IN_PAGE_PATH}">Go to sign-in</a>
  <footer><a class="link" href="/">Back to home</a></footer>`,
    ),
  );
}

const postAction = (query: VerifyEmailQuery) => {
  const params = new URLSearchParams({ token: query.token });
  if (query.returnTo) params.set('returnTo', query.returnTo);
  return `${routes.verifyEmail.path}?${params.toString()}`;
};

/** GET /api/auth/verify-email?token=…: what the link does, and a button to do it. */
export const showEmailVerification = contractRoute('showEmailVerification', {
  async handle({ query, ctx }) {
    sendPage(ctx, 200, (nonce) =>
      layout(
        nonce,
        'Verify your e-mail',
        `<h1>Verify your e-mail address</h1>
  <p class="lead">Confirm that this address is yours to finish. The link works once.</p>
  <form method="post" action="${escapeHtml(postAction(query))}">
    <button class="submit" type="submit">Verify and continue</button>
  </form>
  <footer><a class="link" href="/">Back to home</a></footer>`,
      ),
    );
  },
});

/**
 * POST /api/auth/verify-email?token=…: a sign-up's link creates the account and signs it in; an
 * account's link marks its address verified. Then on to returnTo (303).
 */
export const verifyEmail = contractRoute('verifyEmail', {
  async handle({ query, ctx, deps }) {
    let outcome;
    try {
      outcome = await redeemVerificationLink(deps.db, query.token);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      return showProblem(ctx, 404, EMAIL_VERIFICATION_MESSAGES.notValid);
    }
    if (outcome.kind === 'expired')
      return showProblem(ctx, 410, EMAIL_VERIFICATION_MESSAGES.expired);
    if (outcome.kind === 'taken') return showProblem(ctx, 409, TAKEN);
    if (outcome.kind === 'signed_up') {
      await startSession(ctx, outcome.userId);
      await rememberSignIn(ctx, outcome.email);
    }
    ctx.status = 303;
    ctx.redirect(safeReturnTo(query.returnTo, deps.config.publicUrl));
  },
});
