import { expiryOf, type IssuedToken, type ObtainToken } from './token-source';

/** A sign-in step failed in a way the page's visitor should read; `code` goes into `error` events. */
export class EmbedAuthError extends Error {
  override readonly name = 'EmbedAuthError';
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface TokenAnswer {
  token?: unknown;
  expiresAt?: unknown;
  refreshToken?: unknown;
  message?: unknown;
  code?: unknown;
}

const readAnswer = async (res: Response): Promise<TokenAnswer> => {
  try {
    return ((await res.json()) as TokenAnswer | null) ?? {};
  } catch {
    return {};
  }
};

function issued(answer: TokenAnswer, from: string): IssuedToken {
  if (typeof answer.token !== 'string' || !answer.token) {
    throw new EmbedAuthError(`${from} answered without a token.`, 'token-invalid');
  }
  return {
    token: answer.token,
    expiresAt: expiryOf(
      answer.token,
      typeof answer.expiresAt === 'string' ? answer.expiresAt : null,
    ),
    ...(typeof answer.refreshToken === 'string' ? { refreshToken: answer.refreshToken } : {}),
  };
}

/**
 * Mode `token-url`: a GET on the page's own origin, with the page's own cookies, to the page's
 * server, which exchanged its embed app's secret for `{ token, expiresAt }`.
 */
export const fromTokenUrl =
  (tokenUrl: string): ObtainToken =>
  async () => {
    const url = new URL(tokenUrl, document.baseURI).href;
    let res: Response;
    try {
      res = await fetch(url, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
    } catch {
      throw new EmbedAuthError(
        `The token URL ${tokenUrl} could not be reached.`,
        'token-url-failed',
      );
    }
    if (!res.ok) {
      throw new EmbedAuthError(
        `The token URL ${tokenUrl} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`,
        'token-url-failed',
        res.status,
      );
    }
    return issued(await readAnswer(res), `The token URL ${tokenUrl}`);
  };

/** Mode `getToken`: the page's own function; a bare string's expiry is its JWT `exp` claim. */
export const fromPageFunction =
  (getToken: () => PageToken): ObtainToken =>
  async () => {
    let answer: Awaited<PageToken>;
    try {
      answer = await getToken();
    } catch (error) {
      throw new EmbedAuthError(
        `getToken() failed: ${error instanceof Error ? error.message : String(error)}`,
        'get-token-failed',
      );
    }
    if (typeof answer === 'string' && answer) return { token: answer, expiresAt: expiryOf(answer) };
    if (answer && typeof answer === 'object') return issued(answer, 'getToken()');
    throw new EmbedAuthError('getToken() gave no token.', 'get-token-failed');
  };

/** What `element.getToken` may resolve with. */
export type PageToken =
  | string
  | { token: string; expiresAt?: string }
  | Promise<string | { token: string; expiresAt?: string }>;

/**
 * Mode `sign-in="popup"` after the popup: the rotating refresh token held in memory buys the
 * next token (`POST /api/embed/refresh`, no cookie); the product binds it to this page's origin.
 */
export const fromRefreshToken =
  (apiBase: string): ObtainToken =>
  async (previous) => {
    if (!previous?.refreshToken) {
      throw new EmbedAuthError('Sign in to PortfolioAI to see this.', 'sign-in-required');
    }
    const res = await fetch(new URL('/api/embed/refresh', apiBase), {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: previous.refreshToken }),
    });
    const answer = await readAnswer(res);
    if (!res.ok) {
      throw new EmbedAuthError(
        typeof answer.message === 'string'
          ? answer.message
          : `Renewing the sign-in failed (${res.status}).`,
        typeof answer.code === 'string' ? answer.code : 'sign-in-required',
        res.status,
      );
    }
    return issued(answer, 'The product');
  };
