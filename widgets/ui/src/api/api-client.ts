import {
  routeUrl,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
  type RoutePart,
} from '@portfolio/contracts';
import { ApiError } from './api-error';
import { noteEventsSince } from './event-position';

/** Where and how a widget reaches the BFF. */
export interface ApiConfig {
  /**
   * Origin (and optional prefix) of the BFF, e.g. `https://portfolio.example.com`. Empty or absent:
   * the page's own origin.
   */
  baseUrl?: string;
  /**
   * A bearer token for pages that cannot use the session cookie (a cross-site intranet); asked
   * for before each call, so a renewed token is used without remounting anything. After a 401,
   * it is asked once more with the refused token as `stale`: a different answer is a renewed
   * token, and the call is tried again with it.
   */
  getToken?: (options?: {
    stale?: string;
  }) => string | null | undefined | Promise<string | null | undefined>;
  /** Whether calls without a token send the session cookie: `include` unless said. */
  credentials?: 'include' | 'omit';
}

/** Absolute URL of an API path under the configured base URL. */
export function resolveUrl(path: string, config: ApiConfig = {}): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = (config.baseUrl ?? '').replace(/\/+$/, '');
  const joined = `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  // Relative to the page when there is one (also what jsdom tests need to build a Request).
  const page = typeof document !== 'undefined' ? document.baseURI : undefined;
  return page ? new URL(joined, page).href : joined;
}

/** Throws an {@link ApiError} for any non-successful response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
}

/**
 * `fetch` with the session cookie, or with a bearer token and no cookie when the config has a
 * token source; JSON accepted, and the spec's errors: resolves with the response when it is
 * successful, rejects with an {@link ApiError} otherwise.
 */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  config: ApiConfig = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const send = (token: string | null | undefined) => {
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // A token stands for the person: the product's cookie is never sent beside it.
    return fetch(resolveUrl(path, config), {
      ...init,
      headers,
      credentials: token ? 'omit' : (config.credentials ?? 'include'),
    });
  };
  const token = headers.has('Authorization') ? null : await config.getToken?.();
  let res = await send(token);
  if (res.status === 401 && token && config.getToken) {
    const renewed = await config.getToken({ stale: token });
    if (renewed && renewed !== token) res = await send(renewed);
  }
  noteEventsSince(res);
  await throwIfResNotOk(res);
  return res;
}

/**
 * The spec's write call: a JSON content type and body when there is a payload. Resolves with
 * the successful response; rejects with an {@link ApiError}.
 */
export function apiRequest(
  method: string,
  path: string,
  data?: unknown,
  config: ApiConfig = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  // Form data (an upload) is sent as multipart: the browser writes its type with the boundary.
  const form = data instanceof FormData;
  return apiFetch(
    path,
    {
      method,
      headers: hasBody && !form ? { 'Content-Type': 'application/json' } : {},
      body: form ? data : hasBody ? JSON.stringify(data) : undefined,
    },
    config,
  );
}

/** The JSON body of a response; undefined for an empty one (204). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type HasRequiredInput<R extends RouteDef> = [
  RoutePart<R, 'params'> | RoutePart<R, 'body'>,
] extends [never]
  ? false
  : true;

/** Arguments of {@link callRoute} after the route: the inputs (optional when there are none) and the config. */
export type RouteCallArgs<R extends RouteDef> =
  HasRequiredInput<R> extends true
    ? [input: RouteInput<R>, config?: ApiConfig]
    : [input?: RouteInput<R>, config?: ApiConfig];

/**
 * Calls a route of the contract, typed by it:
 * `await callRoute(routes.createProject, { params: { companyId }, body })` resolves with a `Project`.
 */
export async function callRoute<R extends RouteDef>(
  route: R,
  ...[input, config]: RouteCallArgs<R>
): Promise<RouteOutput<R>> {
  const { body } = (input ?? {}) as { body?: unknown };
  const res = await apiRequest(route.method, routeUrl(route, input), body, config);
  return readJson<RouteOutput<R>>(res);
}
