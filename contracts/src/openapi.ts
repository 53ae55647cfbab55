import { ErrorBody } from './errors';
import { routes, type RouteDef } from './routes';

/** The version of the /api contract, as the OpenAPI document and the MCP server name it. */
export const API_VERSION = '1.0.0';

const FAILURES: Record<number, string> = {
  400: 'The request breaks the contract; `details` names each field and rule',
  401: 'Not signed in, or the bearer token or credential is expired, revoked or not valid',
  403: 'Signed in without the role this needs, a write from a foreign origin, or a bearer call from a page origin the company does not allow',
  404: 'No such resource in any company the caller belongs to',
  409: 'Conflicts with the current state',
  413: 'Body too large (an upload: its file is larger than the route allows)',
  415: 'Body is not JSON (or, on an upload, the form data; or a file of a type not allowed)',
  429: 'Too many requests: `message` says when to try again, as `Retry-After` does (seconds)',
  503: 'The database (or another service the request needs) is unavailable, or the request took too long: try again after `Retry-After` seconds',
};

/** Answers with a `Retry-After` header (seconds). */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' },
  },
};

/** Strips TypeBox's symbols and our own keywords that OpenAPI does not know, as plain JSON. */
const plain = (schema: unknown) =>
  JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => (key === 'errorMessage' ? undefined : value)),
  ) as object;

function parameters(def: RouteDef) {
  const out: object[] = [];
  for (const [where, schema] of [
    ['path', def.params],
    ['query', def.query],
  ] as const) {
    const props = (
      schema as { properties?: Record<string, unknown>; required?: string[] } | undefined
    )?.properties;
    for (const [name, s] of Object.entries(props ?? {})) {
      const required =
        where === 'path' || ((schema as { required?: string[] }).required ?? []).includes(name);
      out.push({ name, in: where, required, schema: plain(s) });
    }
  }
  return out;
}

/**
 * The failures a route can answer, from what its row declares: every route can meet a database
 * that is away (503); a limited route answers 429, a route checking a credential 401.
 */
function failures(def: RouteDef) {
  const codes = new Set<number>([400, 503]);
  if (def.access !== 'public' || def.credential) codes.add(401);
  if (def.credential?.startsWith('embed-')) codes.add(403);
  if (def.limited) codes.add(429);
  def.alsoAnswers?.forEach((c) => codes.add(c));
  if (def.access === 'member' || def.access === 'admin' || def.params) codes.add(404);
  if (def.access === 'admin' || def.method !== 'GET') codes.add(403);
  if (def.body) [413, 415].forEach((c) => codes.add(c));
  if (def.method === 'POST' || def.method === 'PUT') codes.add(409);
  const ref = {
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  return Object.fromEntries(
    [...codes].sort().map((c) => [
      String(c),
      {
        description: FAILURES[c],
        ...(c === 429 || c === 503 ? { headers: RETRY_AFTER } : {}),
        ...ref,
      },
    ]),
  );
}

function success(def: RouteDef) {
  const status = String(def.status ?? 200);
  const headers = Object.fromEntries(
    Object.entries(def.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'integer' } },
    ]),
  );
  const content =
    def.reply === 'json' && def.response
      ? { 'application/json': { schema: plain(def.response) } }
      : def.reply === 'csv'
        ? { 'text/csv': { schema: { type: 'string' } } }
        : def.reply === 'stream' && def.response
          ? { 'text/event-stream': { schema: plain(def.response) } }
          : def.reply === 'html'
            ? { 'text/html': { schema: { type: 'string' } } }
            : def.reply === 'file'
              ? {
                  '*/*': {
                    schema: { type: 'string', contentMediaType: 'application/octet-stream' },
                  },
                }
              : undefined;
  return {
    [status]: {
      description: def.summary,
      ...(content ? { content } : {}),
      ...(def.headers ? { headers } : {}),
    },
    // A stored item that is a link, not a file, answers with its address.
    ...(def.reply === 'file'
      ? { '303': { description: 'Not a file but a link: its address is in `Location`' } }
      : {}),
    ...(def.conditional
      ? {
          '304': {
            description:
              'Not modified: `If-None-Match` holds the answer’s current `ETag` (the company’s data version); no body',
          },
        }
      : {}),
  };
}

/**
 * The request body: JSON, and for an upload route also multipart/form-data with the form's
 * text fields and the file part (binary, its size limit stated).
 */
function requestBody(def: RouteDef) {
  const json = { 'application/json': { schema: plain(def.body) } };
  if (!def.upload) return { required: true, content: json };
  const form = plain(def.upload.form) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const megabytes = def.upload.maxBytes / (1024 * 1024);
  return {
    required: true,
    content: {
      ...json,
      'multipart/form-data': {
        schema: {
          ...form,
          properties: {
            ...form.properties,
            [def.upload.file]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The file, at most ${megabytes} MB`,
            },
          },
          required: [...(form.required ?? []), def.upload.file],
        },
        encoding: { [def.upload.file]: { contentType: 'application/octet-stream' } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the /api contract, generated from the endpoint table. */
export function buildOpenApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, object>> = {};
  for (const [operationId, def] of Object.entries(routes) as [string, RouteDef][]) {
    paths[def.path] ??= {};
    paths[def.path]![def.method.toLowerCase()] = {
      operationId,
      summary: def.summary,
      tags: [def.tag],
      'x-access': def.access,
      ...(def.credential === 'embed-app-secret'
        ? { security: [{ embedAppSecret: [] }] }
        : def.access === 'public'
          ? { security: [] }
          : {}),
      parameters: parameters(def),
      ...(def.body ? { requestBody: requestBody(def) } : {}),
      responses: { ...success(def), ...failures(def) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI Project Portfolio API',
      version: API_VERSION,
      description:
        'The /api contract served by the portfolio BFF. Money travels as decimal strings. Signed-in ' +
        'calls use the session cookie or `Authorization: Bearer` with an embed token (or an access ' +
        'token of the configured OpenID Connect issuer), or a company API token (`pai_tok_…`, ' +
        'created by an admin: it reaches the member routes of its company only, and writes only ' +
        'with write access); cookie writes from a browser must come from an allowed origin, ' +
        'bearer calls from an origin the company allows.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'portfolio.sid' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A company API token: the member routes of its company; read tokens GET only, write tokens also write',
        },
        embedAppSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The secret of an embed app, for POST /api/embed/tokens only',
        },
      },
      schemas: { Error: plain(ErrorBody) },
    },
    security: [{ session: [] }, { bearer: [] }, { apiToken: [] }],
    paths,
  };
}
