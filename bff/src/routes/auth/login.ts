import { AuthorizationResponseError } from 'openid-client';
import type { Context } from 'koa';
import { beginOidcLogin, completeOidcLogin } from '../../auth/oidc.ts';
import { safeReturnTo } from '../../auth/return-to.ts';
import { endSession, startSession } from '../../auth/session.ts';
import {
  renderConfirmSignOutPage,
  renderSignInErrorPage,
  sendPage,
  SIGN_IN_PAGE_PATH,
} from '../../auth/sign-in-page.ts';
import { NotFoundError } from '../../errors.ts';
import { findOrCreateOidcUser, IdentityError } from '../../services/access/users.ts';
import { contractRoute } from '../contract.ts';

function showSignInError(ctx: Context, status: number, message: string) {
  sendPage(ctx, status, (nonce) => renderSignInErrorPage({ message, nonce }));
}

/**
 * GET /api/login: already signed in → straight to returnTo; with an identity provider → its
 * authorization page; otherwise → the built-in sign-in page.
 */
export const login = contractRoute('login', {
  async handle({ query, ctx, deps }) {
    const returnTo = safeReturnTo(query.returnTo, deps.config.publicUrl);
    if (ctx.state.userId) {
      ctx.redirect(returnTo);
      return;
    }
    const { oidc, publicUrl } = deps.config;
    if (!oidc) {
      const params = new URLSearchParams();
      if (returnTo !== '/') params.set('returnTo', returnTo);
      if (query.mode === 'signup') params.set('mode', 'signup');
      if (query.email) params.set('email', query.email);
      const search = params.size > 0 ? `?${params.toString()}` : '';
      ctx.redirect(`${SIGN_IN_PAGE_PATH}${search}`);
      return;
    }
    let authorizationUrl: URL;
    try {
      authorizationUrl = await beginOidcLogin(ctx, oidc, publicUrl, returnTo);
    } catch (error) {
      ctx.state.log.error({ err: error }, 'identity provider discovery failed');
      showSignInError(
        ctx,
        502,
        'The identity provider cannot be reached right now. Please try again in a moment.',
      );
      return;
    }
    ctx.redirect(authorizationUrl.href);
  },
});

/** What a person reads when the callback fails, and the status it is sent with. */
function describeCallbackError(error: unknown): {
  status: number;
  message: string;
  expected: boolean;
} {
  if (error instanceof IdentityError)
    return { status: 403, message: error.message, expected: true };
  if (error instanceof AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? { status: 403, message: 'Sign-in was cancelled at the identity provider.', expected: true }
      : {
          status: 400,
          message: 'The identity provider refused the sign-in. Please try again.',
          expected: true,
        };
  }
  return {
    status: 502,
    message: 'Sign-in with the identity provider could not be completed. Please try again.',
    expected: false,
  };
}

/** GET /api/callback: the identity provider's answer; signs the user in, or explains why not. */
export const callback = contractRoute('callback', {
  async handle({ ctx, deps }) {
    const { oidc, publicUrl } = deps.config;
    if (!oidc) throw new NotFoundError();
    try {
      const { identity, returnTo } = await completeOidcLogin(ctx, oidc, publicUrl);
      const user = await findOrCreateOidcUser(deps.db, identity);
      await startSession(ctx, user.id);
      ctx.redirect(safeReturnTo(returnTo, publicUrl));
    } catch (error) {
      const { status, message, expected } = describeCallbackError(error);
      ctx.state.log[expected ? 'info' : 'error']({ err: error }, 'OIDC sign-in failed');
      showSignInError(ctx, status, message);
    }
  },
});

/**
 * GET /api/logout: deletes the session row, clears the cookie and goes home, in one click from
 * the product's own pages. A navigation started by another site (`Sec-Fetch-Site: cross-site`)
 * could sign people out against their will: it gets a page asking to confirm instead.
 */
export const logout = contractRoute('logout', {
  async handle({ ctx }) {
    if (ctx.get('Sec-Fetch-Site') === 'cross-site') {
      sendPage(ctx, 200, (nonce) => renderConfirmSignOutPage({ nonce }));
      return;
    }
    endSession(ctx);
    ctx.redirect('/');
  },
});

/** POST /api/logout: the confirmation page's button (the origin check has vetted the form). */
export const confirmLogout = contractRoute('confirmLogout', {
  async handle({ ctx }) {
    endSession(ctx);
    ctx.status = 303;
    ctx.redirect('/');
  },
});
