import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { buildPath, routes, toRouterPath, type RouteDef } from './routes';

describe('endpoint table', () => {
  it('covers every call of the spec', () => {
    const calls = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    for (const call of [
      'GET /api/auth/user',
      'POST /api/companies',
      'GET /api/companies/{companyId}/projects',
      'POST /api/companies/{companyId}/projects',
      'GET /api/projects/{id}',
      'PUT /api/projects/{id}',
      'GET /api/companies/{companyId}/llm-models',
      'GET /api/projects/{id}/llm-models',
      'POST /api/projects/{id}/llm-models',
      'DELETE /api/project-llm-models/{linkId}',
      'POST /api/companies/{companyId}/llm-models',
      'PUT /api/llm-models/{id}',
      'DELETE /api/llm-models/{id}',
      'GET /api/companies/{companyId}/members',
      'POST /api/companies/{companyId}/invite',
      'GET /api/user/preferences',
      'PUT /api/user/preferences',
      'POST /api/feedback',
      'GET /api/login',
      'GET /api/logout',
      'GET /api/companies/{companyId}/embed/origins',
      'PUT /api/companies/{companyId}/embed/origins',
      'GET /api/companies/{companyId}/embed/apps',
      'POST /api/companies/{companyId}/embed/apps',
      'DELETE /api/companies/{companyId}/embed/apps/{appId}',
      'GET /api/companies/{companyId}/embed/audit',
      'POST /api/embed/tokens',
      'POST /api/embed/session-tokens',
      'POST /api/embed/refresh',
      'POST /api/logout',
      'GET /api/companies/{companyId}/risks',
      'POST /api/risks/{id}/acknowledge',
    ]) {
      expect(calls).toContain(call);
    }
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('declares params for every path placeholder', () => {
    for (const [name, def] of Object.entries(routes)) {
      const placeholders = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = Object.keys(
        (('params' in def ? def.params : undefined) as { properties?: object })?.properties ?? {},
      );
      expect(declared.sort(), name).toEqual(placeholders.sort());
    }
  });

  it('builds concrete and router paths', () => {
    expect(buildPath(routes.getProject.path, { id: 'a/b' })).toBe('/api/projects/a%2Fb');
    expect(() => buildPath(routes.getProject.path)).toThrow('Missing path parameter id');
    expect(toRouterPath(routes.removeProjectLlmModel.path)).toBe('/api/project-llm-models/:linkId');
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is OpenAPI 3.1 with one operation per route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations).toHaveLength(Object.keys(routes).length);
  });

  it('documents bodies, parameters and failures, without internal keywords', () => {
    const create = doc.paths['/api/companies/{companyId}/projects']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'problemStatement', 'department', 'businessOwner']),
    );
    expect(create.parameters).toEqual([expect.objectContaining({ name: 'companyId', in: 'path' })]);
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404']),
    );
    expect(JSON.stringify(doc)).not.toContain('errorMessage');
  });

  it('documents an upload as multipart form data with its file part, beside the JSON body', () => {
    const upload = doc.paths['/api/obligations/{id}/evidence']!.post as {
      requestBody: { content: Record<string, { schema: Record<string, unknown> }> };
      responses: Record<string, unknown>;
    };
    const content = upload.requestBody.content;
    expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json']!.schema.required).toEqual(['url']);
    const form = content['multipart/form-data']!.schema as {
      properties: Record<
        string,
        { type?: string; contentMediaType?: string; description?: string }
      >;
      required: string[];
    };
    expect(form.required).toEqual(['file']);
    expect(form.properties.file).toMatchObject({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'The file, at most 10 MB',
    });
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['reviewedBy', 'reviewedById', 'reviewedAt', 'expiresAt', 'title']),
    );
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415']),
    );
    const download = doc.paths['/api/evidence/{id}']!.get as { responses: Record<string, unknown> };
    expect(Object.keys(download.responses)).toEqual(expect.arrayContaining(['200', '303', '404']));
  });

  const responsesOf = (name: keyof typeof routes) => {
    const def: RouteDef = routes[name];
    return (doc.paths[def.path] as Record<string, { responses: Record<string, object> }>)[
      def.method.toLowerCase()
    ]!.responses;
  };

  it('lists 304, 401, 429 and 503 where the endpoint table says a route answers them', () => {
    for (const [name, def] of Object.entries(routes) as [keyof typeof routes, RouteDef][]) {
      const responses = responsesOf(name);
      expect(responses['503'], name).toMatchObject({ headers: { 'Retry-After': {} } });
      expect('304' in responses, name).toBe(def.conditional === true);
      expect('429' in responses, name).toBe(def.limited === true);
      if (def.limited)
        expect(responses['429'], name).toMatchObject({ headers: { 'Retry-After': {} } });
    }
    expect(Object.keys(responsesOf('signIn'))).toContain('401');
    expect(Object.keys(responsesOf('signInTwoFactor'))).toContain('401');
    expect(Object.keys(responsesOf('listProjects'))).toContain('304');
    expect(Object.keys(responsesOf('exportProjects'))).toContain('429');
  });

  it('documents the embed app secret and the bearer token as ways to call', () => {
    const issue = doc.paths['/api/embed/tokens']!.post as {
      security: object[];
      responses: Record<string, unknown>;
    };
    expect(issue.security).toEqual([{ embedAppSecret: [] }]);
    expect(Object.keys(issue.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }, { apiToken: [] }]);
  });
});
