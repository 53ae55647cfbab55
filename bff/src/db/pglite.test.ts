import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../testing/config.ts';
import { startTestServer, type TestServer } from '../testing/http.ts';
import { createLogger } from '../logger.ts';
import { expectSchemaConstraints, tablesOf } from '../testing/schema-expectations.ts';
import { createDb, destroyDb } from './knex.ts';
import { migrateLatest, migrateRollbackAll } from './migrate.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, isDatabaseEmpty, seedDemo } from './seed.ts';
import { signInAndGetCookie } from '../testing/auth.ts';
import { startJobRunner } from '../jobs/job-runner.ts';
import type { JobDefinition } from '../jobs/jobs.ts';
import { bearer, contractClient } from '../testing/contract-client.ts';
import { MIGRATION_COUNT } from './migrations/index.ts';

// The embedded default: same migrations, same schema, same seed as on PostgreSQL.
let dataDir: string;
let db: Knex;
const config = createTestConfig();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bff-pglite-'));
  config.database = { client: 'pglite', dir: path.join(dataDir, 'nested', 'pglite') };
  db = createDb(config);
});
afterAll(async () => {
  await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PGlite', () => {
  it('creates its data directory on first start', () => {
    expect(existsSync(path.join(dataDir, 'nested', 'pglite'))).toBe(true);
  });

  it('migrates up and enforces the same schema as PostgreSQL', async () => {
    expect((await migrateLatest(db)).names).toHaveLength(MIGRATION_COUNT);
    expect(await tablesOf(db)).toContain('project_llm_models');
    await expectSchemaConstraints(db);
  });

  it('migrates down and up again', async () => {
    expect((await migrateRollbackAll(db)).names).toHaveLength(MIGRATION_COUNT);
    expect(await tablesOf(db)).toEqual(['knex_migrations', 'knex_migrations_lock']);
    expect((await migrateLatest(db)).names).toHaveLength(MIGRATION_COUNT);
  });

  it('loads the demo data into an empty database', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    const result = await seedDemo(db, config);
    expect(result.inserted.projects).toBeGreaterThanOrEqual(40);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  describe('served', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ config, db, logger: createLogger({ level: 'silent' }) });
    });
    afterAll(() => server?.close());

    it('serves /readyz from the embedded database', async () => {
      const response = await fetch(`${server.baseUrl}/readyz`);
      expect(response.status).toBe(200);
    });

    it('serves a whole journey: sign in as the demo user, read, write and summarise', async () => {
      const { cookie, user } = await signInAndGetCookie(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
      const { call } = contractClient(server.baseUrl);
      const companyId = user.companies[0]!.id;
      const before = await call('getPortfolioSummary', { cookie, params: { companyId } });
      const created = await call('createProject', {
        cookie,
        params: { companyId },
        body: {
          name: 'Embedded check',
          problemStatement: 'p',
          department: 'IT',
          businessOwner: 'o',
          initialCosts: '1000',
        },
      });
      expect(created.status).toBe(201);
      const found = await call('listProjects', {
        cookie,
        params: { companyId },
        query: { q: 'embedded check' },
      });
      // The list's JSON is written by the database's trigger: the same as the created answer.
      expect(found.body).toEqual([created.body]);
      expect(found.headers.get('x-total-count')).toBe('1');
      const after = await call('getPortfolioSummary', { cookie, params: { companyId } });
      expect(after.body.totalProjects).toBe(before.body.totalProjects + 1);
    });

    it('runs custom reports on the embedded database: grouped, measured, saved and exported', async () => {
      const { cookie, user } = await signInAndGetCookie(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
      const { call } = contractClient(server.baseUrl);
      const companyId = user.companies[0]!.id;
      const definition = {
        columns: [],
        groupBy: ['startQuarter', 'status'],
        measures: [
          { fn: 'count' },
          { fn: 'sum', column: 'totalInvestment' },
          { fn: 'avg', column: 'roi' },
          { fn: 'sum', column: 'openRisks' },
          { fn: 'max', column: 'targetDate' },
        ],
        sort: [{ key: 'count', dir: 'desc' }],
      } as const;
      const run = await call('runReport', { cookie, params: { companyId }, body: definition });
      expect(run.status, run.text).toBe(200);
      const summary = await call('getPortfolioSummary', { cookie, params: { companyId } });
      const counted = run.body.rows.reduce((sum, row) => sum + Number(row.count), 0);
      expect(counted).toBe(summary.body.totalProjects);
      const saved = await call('createReport', {
        cookie,
        params: { companyId },
        body: { name: 'Embedded report', visibility: 'shared', definition },
      });
      expect(saved.status).toBe(201);
      const csv = await call('exportReport', { cookie, params: { id: saved.body.id } });
      expect(csv.status).toBe(200);
      expect(csv.text.split('\r\n')[0]).toBe(
        '\uFEFFStart Quarter,Status,Count,Sum of Total Investment,Average of ROI,Sum of Open Risks,Max of Target Date',
      );
      // The incident figures' joined subquery runs there too (the demo records no incident).
      const incidents = await call('runReport', {
        cookie,
        params: { companyId },
        body: {
          columns: ['name', 'incidents', 'openIncidents', 'hoursToContain', 'reportsOnTime'],
        },
      });
      expect(incidents.status, incidents.text).toBe(200);
      expect(incidents.body.rows[0]).toMatchObject({ incidents: 0, reportsOnTime: null });
    });

    it('serves embedding: an app token reads from an allowed origin, never from another', async () => {
      const { cookie, user } = await signInAndGetCookie(server.baseUrl, DEMO_EMAIL, DEMO_PASSWORD);
      const { call } = contractClient(server.baseUrl);
      const params = { companyId: user.companies[0]!.id };
      const page = 'http://127.0.0.1:4100';
      await call('updateEmbedOrigins', { cookie, params, body: { origins: [page] } });
      const { secret } = (
        await call('createEmbedApp', { cookie, params, body: { name: 'Demo intranet' } })
      ).body;
      const issued = await call('issueEmbedToken', {
        ...bearer(secret),
        body: { email: DEMO_EMAIL },
      });
      expect(issued.status).toBe(200);
      const read = (origin: string) =>
        call('getPortfolioSummary', {
          params,
          ...bearer(issued.body.token, origin),
        });
      expect((await read(page)).status).toBe(200);
      expect((await read('https://evil.example')).status).toBe(403);
    });
  });

  it('works background jobs over its one connection, outside any open transaction', async () => {
    const runs: number[] = [];
    const job: JobDefinition<{ n: number }> = {
      name: 'test-embedded',
      run: async (_deps, data) => void runs.push(data.n),
    };
    const logger = createLogger({ level: 'silent' });
    const jobs = await startJobRunner(
      { config, db, logger },
      { work: true, jobs: [job], timing: { pollingIntervalSeconds: 0.5 } },
    );
    try {
      // Sent while a transaction holds the connection: it waits for the transaction to end
      // instead of joining it, so the rollback does not take the job with it.
      let sent: Promise<string | null> | undefined;
      await db
        .transaction(async (trx) => {
          sent = jobs.send(job, { n: 1 });
          await trx('feedback').insert({
            name: 'Rolled back',
            email: 'r@example.com',
            feedback: 'x'.repeat(12),
          });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await sent).toEqual(expect.any(String));
      await expect.poll(() => runs, { timeout: 15_000 }).toEqual([1]);
      expect(await db('feedback').where({ name: 'Rolled back' }).first()).toBeUndefined();
    } finally {
      await jobs.stop();
    }
  });

  it('keeps the data when reopened', async () => {
    await destroyDb(db);
    db = createDb(config);
    const [row] = await db('projects').count({ n: '*' });
    expect(row?.n).toBeGreaterThanOrEqual(40);
  });
});
