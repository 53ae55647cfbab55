import { Router } from '@koa/router';
import { routes } from '@portfolio/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { safeReturnTo } from '../../auth/return-to.ts';
import { renderSignInPage, sendPage, SIGN_IN_PAGE_PATH } from '../../auth/sign-in-page.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, demoSignInWorks } from '../../db/seed.ts';

/**
 * GET /sign-in: the built-in sign-in page (`?returnTo=/path&mode=signup&email=…`, the last
 * prefilling the e-mail fields). With an identity
 * provider configured it hands over to /api/login; a signed-in visitor goes straight on. On the
 * embedded demo database it shows the demo sign-in while that still works.
 */
export function registerSignInPage(router: Router, deps: AppDeps) {
  router.get(SIGN_IN_PAGE_PATH, async (ctx) => {
    const returnTo = safeReturnTo(ctx.query.returnTo, deps.config.publicUrl);
    if (deps.config.oidc) {
      ctx.redirect(`${routes.login.path}?${new URLSearchParams({ returnTo }).toString()}`);
      return;
    }
    if (ctx.state.userId) {
      ctx.redirect(returnTo);
      return;
    }
    const mode = ctx.query.mode === 'signup' ? 'signup' : 'signin';
    const demo =
      deps.config.database.client === 'pglite' && (await demoSignInWorks(deps.db))
        ? { email: DEMO_EMAIL, password: DEMO_PASSWORD }
        : undefined;
    const email =
      typeof ctx.query.email === 'string' && ctx.query.email.length <= 320
        ? ctx.query.email
        : undefined;
    sendPage(ctx, 200, (nonce) => renderSignInPage({ returnTo, mode, nonce, demo, email }));
  });
}
