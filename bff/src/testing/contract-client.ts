import {
  buildPath,
  ErrorBody,
  routes,
  type ResponseOf,
  type RouteDef,
  type RouteName,
} from '@portfolio/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import { expect } from 'vitest';

/**
 * Calling the BFF by the contract's route names in HTTP tests. Every successful JSON answer is
 * checked against the route's response schema, and every failed one against the contract's
 * error body (its `code` one of ERROR_CODES), so a handler that drifts from the contract fails
 * its tests.
 */

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<RouteName, ValidateFunction>();
const validateError = ajv.compile(ErrorBody);

function responseValidator(name: RouteName): ValidateFunction | undefined {
  const def: RouteDef = routes[name];
  if (!def.response) return undefined;
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile(def.response);
    validators.set(name, validate);
  }
  return validate;
}

/** The call options of a route whose path names one row: `api.ok('getProject', { ...id(p.id), cookie })`. */
export const id = (value: string) => ({ params: { id: value } });

/** The call options of a route under one company: `api.ok('listProjects', { ...companyParams(c.id), cookie })`. */
export const companyParams = (companyId: string) => ({ params: { companyId } });

/**
 * The call options of a request sent with a bearer token (an API, embed or identity provider's
 * token), from the page `origin` when given: `api.call('listProjects', { ...t.ofA(), ...bearer(token) })`.
 */
export const bearer = (token: string, origin?: string) => ({
  headers: { Authorization: `Bearer ${token}`, ...(origin ? { Origin: origin } : {}) },
});

export interface CallOptions {
  params?: Record<string, string>;
  /** Sent as the query string; values as given (strings are not re-encoded by type). */
  query?: Record<string, string | number | boolean | undefined>;
  /** `manual` answers a redirect itself (its status and Location) instead of following it. */
  redirect?: RequestRedirect;
  /**
   * Sent as JSON; a string is sent as it is (for malformed bodies); FormData as
   * multipart/form-data (an upload route's file and fields).
   */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  /** Parsed JSON (checked against the contract when successful), or undefined. */
  body: T;
  /** The same parsed JSON read as the error body, for failed calls. */
  error: ErrorBody;
  text: string;
  headers: Headers;
}

export type ContractClient = ReturnType<typeof contractClient>;

/**
 * `call('getProject', { params: { id }, cookie })` against a test server (`ok` for a call that
 * must succeed). The base URL may be given as a function, read at each request, for a client
 * made before its server starts.
 */
export function contractClient(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;

  async function call<N extends RouteName>(
    name: N,
    options: CallOptions = {},
  ): Promise<CallResult<ResponseOf<N>>> {
    const def: RouteDef = routes[name];
    return request<ResponseOf<N>>(def.method, buildPath(def.path, options.params), options, name);
  }

  /**
   * `call` for a call that must succeed: expects the route's success status (the contract's
   * `status`, 200 unless said), showing the answer's text when it is another.
   */
  async function ok<N extends RouteName>(
    name: N,
    options: CallOptions = {},
  ): Promise<CallResult<ResponseOf<N>>> {
    const result = await call(name, options);
    const def: RouteDef = routes[name];
    expect(result.status, result.text).toBe(def.status ?? 200);
    return result;
  }

  /** A request outside the table's paths (e.g. an id that is not a uuid), same conveniences. */
  async function request<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
    name?: RouteName,
  ): Promise<CallResult<T>> {
    const url = new URL(`${base()}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body, redirect: options.redirect });
    // Decoded by hand: Response.text() would drop a byte order mark the client must see.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    const parsed: unknown = isJson && text ? JSON.parse(text) : undefined;
    const validate = name && response.ok && isJson ? responseValidator(name) : undefined;
    if (validate && !validate(parsed)) {
      throw new Error(
        `${method} ${path} answered outside the contract of ${name}: ${ajv.errorsText(validate.errors)}`,
      );
    }
    if (!response.ok && parsed !== undefined && !validateError(parsed)) {
      throw new Error(
        `${method} ${path} answered an error outside the contract: ${ajv.errorsText(validateError.errors)} in ${text}`,
      );
    }
    return {
      status: response.status,
      body: parsed as T,
      error: parsed as ErrorBody,
      text,
      headers: response.headers,
    };
  }

  return { call, ok, request };
}

/** A company that `user` creates through the API (becoming its admin); answers its id. */
export async function createCompanyAs(
  api: ContractClient,
  user: { cookie: string },
  name: string,
): Promise<string> {
  const created = await api.call('createCompany', {
    body: { name, industry: 'Finance', size: '51-200' },
    cookie: user.cookie,
  });
  expect(created.status, created.text).toBe(201);
  return created.body.id;
}
