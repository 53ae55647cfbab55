import { WIDGET_NAMES, routes } from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestConfig } from '../../testing/config.ts';
import { contractClient } from '../../testing/contract-client.ts';
import { createTestDb, type TestDb } from '../../testing/db.ts';
import { startTestServer, type TestServer } from '../../testing/http.ts';

const logger = createLogger({ level: 'silent' });
const PUBLIC_URL = 'https://portfolio.example.test';
/** As the TLS-terminating proxy in front of an https PUBLIC_URL sends every request. */
const THROUGH_PROXY = { headers: { 'X-Forwarded-Proto': 'https' } };
/** Each widget's manifest as served from PUBLIC_URL, where no WIDGET_REGISTRY entry moves it. */
const DEFAULT_MANIFESTS = Object.fromEntries(
  WIDGET_NAMES.map((name) => [name, `${PUBLIC_URL}/widgets/${name}/mf-manifest.json`]),
);
let testDb: TestDb;
const servers: TestServer[] = [];

async function serve(overrides: Parameters<typeof createTestConfig>[0] = {}) {
  const server = await startTestServer({
    config: createTestConfig({ publicUrl: PUBLIC_URL, trustProxy: 1, ...overrides }),
    db: testDb.knex,
    logger,
  });
  servers.push(server);
  return contractClient(server.baseUrl);
}

beforeAll(async () => {
  testDb = await createTestDb();
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await testDb?.destroy();
});

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of the contract to anyone, with PUBLIC_URL as server', async () => {
    const api = await serve();
    const response = await api.call('getOpenApi', THROUGH_PROXY);
    expect(response.status).toBe(200);
    const document = response.body as unknown as {
      openapi: string;
      servers: Array<{ url: string }>;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: PUBLIC_URL }]);
    const operations = Object.values(document.paths).flatMap((p) =>
      Object.values(p).map((o) => o.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(routes).sort());
    expect(document.paths['/api/companies/{companyId}/projects']?.get?.operationId).toBe(
      'listProjects',
    );
  });
});

describe('GET /api/widgets', () => {
  it('answers each widget under PUBLIC_URL by default, to anyone', async () => {
    const api = await serve();
    const response = await api.call('getWidgetRegistry', THROUGH_PROXY);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULT_MANIFESTS);
    expect(Object.keys(response.body).sort()).toEqual([...WIDGET_NAMES].sort());
  });

  it('takes WIDGET_REGISTRY entries over the defaults; absolute paths are under PUBLIC_URL', async () => {
    const api = await serve({
      widgetRegistry: {
        'project-table': 'https://cdn.example.test/project-table/1.4.2/mf-manifest.json',
        'team-panel': '/static/team/mf-manifest.json',
        roadmap: 'https://cdn.example.test/roadmap/mf-manifest.json',
      },
    });
    const response = await api.call('getWidgetRegistry', THROUGH_PROXY);
    expect(response.body).toEqual({
      ...DEFAULT_MANIFESTS,
      'project-table': 'https://cdn.example.test/project-table/1.4.2/mf-manifest.json',
      'team-panel': `${PUBLIC_URL}/static/team/mf-manifest.json`,
      roadmap: 'https://cdn.example.test/roadmap/mf-manifest.json',
    });
  });
});
