import { ERROR_CODES, routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  HttpResponse,
  errorAnswer,
  http,
  makeCurrentUser,
  mockRoute,
  mockRouteError,
} from '../testing/msw';
import { server } from '../testing/server';
import { apiFetch, apiRequest, callRoute, resolveUrl } from './api-client';
import { ApiError, isUnauthorizedError, mutationErrorMessage } from './api-error';
import { createQueryClient, getQueryFn, queryKeyUrl, routeKey } from './query';

const companyId = '7c0e8a52-3f1d-4b7a-9a55-2d8e6f4b1c01';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the error catalogue', () => {
  it('turns a failed response into "<status>: <body text>" with the status and the server message', async () => {
    server.use(http.get('*/api/projects/x', () => errorAnswer(404, 'Project not found')));
    const error = await failureOf(apiFetch('/api/projects/x'));
    expect(error.message).toBe('404: {"message":"Project not found"}');
    expect(error.status).toBe(404);
    expect(error.serverMessage).toBe('Project not found');
    expect(error.body).toEqual({ message: 'Project not found' });
  });

  it('uses the status text when the body is empty', async () => {
    server.use(
      http.get(
        '*/api/down',
        () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const error = await failureOf(apiFetch('/api/down'));
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('keeps a plain-text body as it is', async () => {
    server.use(
      http.get('*/api/teapot', () => new HttpResponse('Service Unavailable', { status: 503 })),
    );
    const error = await failureOf(apiFetch('/api/teapot'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeUndefined();
  });

  it("reads the contract's ErrorBody: code and per-field details; other JSON is no error body", () => {
    const invalid = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({
        message: 'Validation failed',
        code: ERROR_CODES.validation,
        details: [{ field: 'name', message: 'Company name is required' }],
      }),
    );
    expect(invalid.code).toBe('validation_failed');
    expect(invalid.fieldErrors).toEqual({ name: 'Company name is required' });
    const foreign = new ApiError(502, 'Bad Gateway', '{"error":"upstream"}');
    expect(foreign.body).toBeUndefined();
    expect(foreign.serverMessage).toBeUndefined();
    expect(foreign.fieldErrors).toEqual({});
  });

  it("shows the server's message on a mutation error, else the spec's fallback", async () => {
    server.use(
      mockRouteError(routes.createCompany, 409, 'A company with this name already exists'),
    );
    const error = await failureOf(apiRequest('POST', '/api/companies', { name: 'Acme' }));
    expect(mutationErrorMessage(error, 'Failed to create company')).toBe(
      'A company with this name already exists',
    );
    expect(mutationErrorMessage(new Error('Failed to fetch'), 'Failed to create company')).toBe(
      'Failed to create company',
    );
    expect(
      mutationErrorMessage(
        new ApiError(500, 'Internal Server Error', ''),
        'Failed to update project',
      ),
    ).toBe('Failed to update project');
  });

  it('recognises 401 as signed out', () => {
    expect(
      isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}')),
    ).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', ''))).toBe(false);
  });
});

describe('calls', () => {
  it('send the session cookie and a JSON body with its content type', async () => {
    let seen: { credentials: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      mockRoute(routes.createCompany, async ({ request }) => {
        seen = {
          credentials: request.credentials,
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return errorAnswer(400, 'ok');
      }),
    );
    await apiRequest('POST', '/api/companies', {
      name: 'Acme',
      industry: 'Retail',
      size: '1-50',
    }).catch(() => {});
    expect(seen).toEqual({
      credentials: 'include',
      contentType: 'application/json',
      body: { name: 'Acme', industry: 'Retail', size: '1-50' },
    });
  });

  it('send no body and no content type without a payload', async () => {
    let contentType: string | null = 'unset';
    server.use(
      http.delete('*/api/llm-models/:id', ({ request }) => {
        contentType = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(apiRequest('DELETE', '/api/llm-models/1')).resolves.toBeInstanceOf(Response);
    expect(contentType).toBeNull();
  });

  it('go to the configured base URL, with a bearer token when one is given', async () => {
    let auth: string | null = null;
    server.use(
      http.get('https://portfolio.example.com/api/user/preferences', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          emailNotifications: true,
          weeklyReports: true,
          projectUpdates: false,
        });
      }),
    );
    const prefs = await callRoute(routes.getPreferences, undefined, {
      baseUrl: 'https://portfolio.example.com/',
      getToken: () => 'embed-token',
    });
    expect(prefs.weeklyReports).toBe(true);
    expect(auth).toBe('Bearer embed-token');
    expect(resolveUrl('/api/x', { baseUrl: 'https://a.example/' })).toBe('https://a.example/api/x');
  });

  it('send no cookie beside a token, and try once more with a renewed token after a 401', async () => {
    const seen: { auth: string | null; credentials: RequestCredentials }[] = [];
    server.use(
      http.get('https://portfolio.example.com/api/user/preferences', ({ request }) => {
        seen.push({ auth: request.headers.get('authorization'), credentials: request.credentials });
        return request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json({
              emailNotifications: true,
              weeklyReports: false,
              projectUpdates: true,
            })
          : errorAnswer(401, 'Your token has expired.');
      }),
    );
    const asked: (string | undefined)[] = [];
    const prefs = await callRoute(routes.getPreferences, undefined, {
      baseUrl: 'https://portfolio.example.com',
      getToken: (options) => {
        asked.push(options?.stale);
        return options?.stale ? 'renewed' : 'expired';
      },
    });
    expect(prefs.projectUpdates).toBe(true);
    expect(asked).toEqual([undefined, 'expired']);
    expect(seen).toEqual([
      { auth: 'Bearer expired', credentials: 'omit' },
      { auth: 'Bearer renewed', credentials: 'omit' },
    ]);
  });

  it('give up after one renewal: the same token again means the 401 stands', async () => {
    let calls = 0;
    server.use(
      http.get('https://portfolio.example.com/api/user/preferences', () => {
        calls++;
        return errorAnswer(401, 'Your token has expired.');
      }),
    );
    const error = await failureOf(
      callRoute(routes.getPreferences, undefined, {
        baseUrl: 'https://portfolio.example.com',
        getToken: () => 'same',
      }),
    );
    expect(error.status).toBe(401);
    expect(calls).toBe(1);
  });

  it('callRoute fills the path parameters and the query string, and parses the answer', async () => {
    let url = '';
    server.use(
      mockRoute(routes.listProjects, ({ request, params }) => {
        url = request.url;
        expect(params.companyId).toBe(companyId);
        return HttpResponse.json([]);
      }),
    );
    const projects = await callRoute(routes.listProjects, {
      params: { companyId },
      query: { status: 'active', q: undefined },
    });
    expect(projects).toEqual([]);
    expect(new URL(url).pathname).toBe(`/api/companies/${companyId}/projects`);
    expect(new URL(url).search).toBe('?status=active');
  });
});

describe('the default data loader', () => {
  it('GETs the query key parts joined by slashes', async () => {
    server.use(mockRoute(routes.listLlmModels, () => HttpResponse.json([])));
    const key = routeKey(routes.listLlmModels, { params: { companyId } });
    expect(key).toEqual(['/api', 'companies', companyId, 'llm-models']);
    expect(queryKeyUrl(key)).toBe(`/api/companies/${companyId}/llm-models`);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: key })).resolves.toEqual([]);
  });

  it('answers null on 401 for the current-user check, and fails on 401 by default', async () => {
    server.use(
      mockRouteError(routes.getCurrentUser, 401, 'Unauthorized'),
      mockRouteError(routes.getPreferences, 401, 'Unauthorized'),
    );
    const client = createQueryClient();
    const key = routeKey(routes.getCurrentUser);
    await expect(
      client.fetchQuery({ queryKey: key, queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
    const error = await failureOf(client.fetchQuery({ queryKey: routeKey(routes.getPreferences) }));
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
  });

  it('resolves the signed-in user', async () => {
    const user = makeCurrentUser();
    server.use(mockRoute(routes.getCurrentUser, () => HttpResponse.json(user)));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: routeKey(routes.getCurrentUser),
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).resolves.toEqual(user);
  });
});

describe('createQueryClient', () => {
  it("has the spec's defaults: no refetch on focus, no automatic refetch, never stale, no retries", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('tells about a 401 from any query', async () => {
    server.use(mockRouteError(routes.getPreferences, 401, 'Unauthorized'));
    const seen: unknown[] = [];
    const client = createQueryClient({ onUnauthorized: (error) => seen.push(error) });
    await client.fetchQuery({ queryKey: routeKey(routes.getPreferences) }).catch(() => {});
    expect(seen).toHaveLength(1);
  });
});
