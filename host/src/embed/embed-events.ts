import { describeError, isApiError } from '@portfolio/ui';
import { EmbedAuthError } from './sign-in';

/** Events the element dispatches (all bubble and cross the shadow boundary). */
export interface PortfolioWidgetEvents {
  /** The widget rendered. */
  ready: { name: string; module: string };
  /**
   * The widget could not be loaded, could not sign in, or failed while rendering. `code` names
   * sign-in failures: `origin-not-allowed`, `token-url-failed`, `get-token-failed`,
   * `popup-blocked`, `sign-in-cancelled`, `sign-in-required`, `token-invalid`, or the product's
   * error code.
   */
  error: { name: string; module: string; message: string; code?: string };
  /** The widget needs a signed-in user: send the visitor to `loginUrl` (or get a token). */
  'auth-required': { name: string; loginUrl: string };
  /** The widget asks to go to an in-app path (e.g. `/projects/<id>`); the page decides. */
  navigate: { path: string };
  /** The element's size changed. */
  resize: { width: number; height: number };
}

export type EmitEvent = <K extends keyof PortfolioWidgetEvents>(
  type: K,
  detail: PortfolioWidgetEvents[K],
) => void;

/** What a failure says to the page: the product's message and, for sign-in and API errors, a code. */
export function failureOf(error: unknown): { message: string; code?: string } {
  const message = isApiError(error)
    ? describeError(error)
    : error instanceof Error
      ? error.message
      : String(error);
  const code =
    error instanceof EmbedAuthError ? error.code : isApiError(error) ? error.code : undefined;
  return code ? { message, code } : { message };
}
