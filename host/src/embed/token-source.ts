import { decodeJwt } from 'jose';

/** A token as the product issues it: `expiresAt` in epoch milliseconds (null: unknown). */
export interface IssuedToken {
  token: string;
  expiresAt: number | null;
  /** Popup sign-in only: the rotating refresh token, held in memory and nowhere else. */
  refreshToken?: string;
}

/** Gets a token: a first one (`previous` null) or the next one. */
export type ObtainToken = (previous: IssuedToken | null) => Promise<IssuedToken>;

/** Renew this long before expiry: a quarter of the lifetime, at most a minute. */
const MAX_MARGIN_MS = 60_000;

/**
 * `expiresAt` as the product's token routes give it (ISO date), or the `exp` claim of a JWT when
 * a page's `getToken` hands over just the token (an identity provider's access token included).
 */
export function expiryOf(token: string, expiresAt?: string | number | null): number | null {
  if (typeof expiresAt === 'number') return expiresAt;
  if (expiresAt) {
    const parsed = Date.parse(expiresAt);
    if (!Number.isNaN(parsed)) return parsed;
  }
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The one place a page's widgets get their bearer token from. Every widget of the page with the
 * same API base, company and way of signing in shares one source, so they share one token and
 * one renewal: renewals are single-flight, start before the token expires, again when a hidden
 * tab becomes visible (timers sleep with it), and when the product refused the current token.
 * Widgets read the token through {@link TokenSource.get} on each call, so a renewal never
 * remounts or resets them.
 */
export class TokenSource {
  #current: IssuedToken | null = null;
  #margin = 0;
  #pending: Promise<IssuedToken> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #listeners = new Set<() => void>();

  constructor(private obtain: ObtainToken) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && this.#current && this.#expiring()) {
        this.renew().catch(() => {});
      }
    });
  }

  /** The token being used, if any. */
  get current(): IssuedToken | null {
    return this.#current;
  }

  /**
   * The token to send now. With `stale` (a token the product just refused): a newer one when
   * there is one, else a renewal.
   */
  get = async (options?: { stale?: string }): Promise<string> => {
    const current = this.#current;
    if (current && options?.stale !== undefined && current.token !== options.stale) {
      return current.token;
    }
    if (current && options?.stale === undefined && !this.#expiring()) return current.token;
    return (await this.renew()).token;
  };

  /** Gets the next token; concurrent callers share one request. */
  renew(): Promise<IssuedToken> {
    this.#pending ??= this.obtain(this.#current)
      .then((issued) => {
        this.set(issued);
        return issued;
      })
      .finally(() => {
        this.#pending = null;
      });
    return this.#pending;
  }

  /** Takes a token obtained elsewhere (the sign-in popup) and plans its renewal. */
  set(issued: IssuedToken) {
    this.#current = issued;
    clearTimeout(this.#timer);
    if (issued.expiresAt !== null) {
      const lifetime = Math.max(0, issued.expiresAt - Date.now());
      this.#margin = Math.min(MAX_MARGIN_MS, lifetime / 4);
      this.#timer = setTimeout(
        () => this.renew().catch(() => {}),
        Math.max(0, lifetime - this.#margin),
      );
    }
    this.#notify();
  }

  /** Forgets the token (signed out): widgets waiting for one ask the person to sign in again. */
  clear() {
    clearTimeout(this.#timer);
    this.#current = null;
    this.#notify();
  }

  /** Called whenever the token is set or cleared; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #expiring() {
    const expiresAt = this.#current?.expiresAt;
    return expiresAt != null && expiresAt - Date.now() <= this.#margin;
  }

  #notify() {
    for (const listener of this.#listeners) listener();
  }
}

const sources = new Map<string, TokenSource>();

/** The page's one source for `key` (API base, company and way of signing in). */
export function sharedTokenSource(key: string, obtain: ObtainToken): TokenSource {
  let source = sources.get(key);
  if (!source) {
    source = new TokenSource(obtain);
    sources.set(key, source);
  }
  return source;
}
