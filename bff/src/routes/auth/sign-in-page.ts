import { Router } from '@koa/router';
import { routes } from '@portfolio/contracts';
import type { AppDeps } from '../../app-deps.ts';
import {
  renderSignInPage,
  safeReturnTo,
  sendPage,
  SIGN_IN_PAGE_PATH,
} from '../../auth/sign-in-page.ts';

/**
 * GET /sign-in: the built-in sign-in page (`?returnTo=/path&mode=signup`). With an identity
 * provider configured it hands over to /api/login; a signed-in visitor goes straight on.
 */
export function registerSignInPage(router: Router, deps: AppDeps) {
  router.get(SIGN_IN_PAGE_PATH, (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo);
    if (deps.config.oidc) {
      ctx.redirect(`${routes.login.path}?${new URLSearchParams({ returnTo }).toString()}`);
      return;
    }
    if (ctx.state.userId) {
      ctx.redirect(returnTo);
      return;
    }
    const mode = ctx.query.mode === 'signup' ? 'signup' : 'signin';
    sendPage(ctx, 200, (nonce) => renderSignInPage({ returnTo, mode, nonce }));
  });
}
