import { routes } from '@portfolio/contracts';
import { resolveUrl, type ApiConfig } from '@portfolio/ui';

/** Sends the browser to the BFF's sign-in (`GET /api/login`): a full page load, not a call. */
export function goToLogin(config: ApiConfig = {}) {
  window.location.href = resolveUrl(routes.login.path, config);
}
