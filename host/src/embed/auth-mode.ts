import { routes, type CurrentUser } from '@portfolio/contracts';
import { callRoute, isApiError, type ApiConfig } from '@portfolio/ui';
import { fromPageFunction, fromRefreshToken, fromTokenUrl, type PageToken } from './sign-in';
import { sharedTokenSource, type TokenSource } from './token-source';

/** How the element gets the person's identity; one token source per page for each. */
export type AuthMode =
  | { kind: 'cookie' }
  | { kind: 'token'; token: string }
  | { kind: 'source'; via: 'token-url' | 'get-token' | 'popup'; source: TokenSource };

/** The page's latest `getToken` per token source: all widgets of the source share it. */
const pageGetters = new Map<string, () => PageToken>();

/** Keeps `getToken` as the function the next renewal of the source `key` calls. */
export function setPageGetter(key: string, getToken: () => PageToken) {
  pageGetters.set(key, getToken);
}

export interface AuthAttributes {
  apiBase: string;
  tokenUrl: string | null;
  token: string | null;
  signIn: string | null;
  /** The page's token function, if it gave one. */
  getToken: (() => PageToken) | null;
  /** The key of the token source of a way of signing in, for this API and company. */
  sourceKey: (via: string) => string;
}

/** The way of signing in the element's attributes ask for, the first that applies. */
export function authModeOf(attrs: AuthAttributes): AuthMode {
  if (attrs.tokenUrl) {
    // Two URLs may stand for two people: each has its own source.
    const key = `${attrs.sourceKey('token-url')} ${attrs.tokenUrl}`;
    return {
      kind: 'source',
      via: 'token-url',
      source: sharedTokenSource(key, fromTokenUrl(attrs.tokenUrl)),
    };
  }
  if (attrs.getToken) {
    const key = attrs.sourceKey('get-token');
    pageGetters.set(key, attrs.getToken);
    const latest = () => pageGetters.get(key)!();
    return {
      kind: 'source',
      via: 'get-token',
      source: sharedTokenSource(key, fromPageFunction(latest)),
    };
  }
  if (attrs.signIn === 'popup') {
    const key = attrs.sourceKey('popup');
    return {
      kind: 'source',
      via: 'popup',
      source: sharedTokenSource(key, fromRefreshToken(attrs.apiBase)),
    };
  }
  return attrs.token ? { kind: 'token', token: attrs.token } : { kind: 'cookie' };
}

/** Who the widget renders for: a bearer token and its user, or the product's cookie. */
export type Identity =
  | { kind: 'ready'; getToken?: ApiConfig['getToken']; user?: CurrentUser | null }
  | { kind: 'sign-in' }
  /** The product refused the popup's token: it is to be forgotten and the person asked again. */
  | { kind: 'refused' };

/**
 * The identity of an auth mode. A token source is asked who it stands for once, which also
 * proves the product accepts this page; a popup source with nobody signed in needs the person
 * to sign in. Other failures throw.
 */
export async function identify(auth: AuthMode, apiBase: string): Promise<Identity> {
  if (auth.kind === 'cookie') return { kind: 'ready' };
  if (auth.kind === 'token') {
    const token = auth.token;
    return { kind: 'ready', getToken: () => token };
  }
  const { source, via } = auth;
  if (via === 'popup' && !source.current) return { kind: 'sign-in' };
  const getToken = source.get;
  try {
    const user = await callRoute(routes.getCurrentUser, undefined, { baseUrl: apiBase, getToken });
    return { kind: 'ready', getToken, user };
  } catch (error) {
    if (via === 'popup' && isApiError(error) && error.status === 401) {
      return { kind: 'refused' };
    }
    throw error;
  }
}
