import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '@portfolio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seed } from './db/seed.ts';
import { demoSignInLine, firstAccountLine, startGuidance } from './start-guidance.ts';
import { cookieHeaderFrom } from './testing/auth.ts';
import { runDbCli, spawnBff, type BffProcess } from './testing/bff-process.ts';
import { createTestConfig } from './testing/config.ts';
import { createTestDb, type TestDb } from './testing/db.ts';
import { openForTests } from './testing/open-for-tests.ts';

const secrets = () => ({
  SESSION_SECRET: randomBytes(32).toString('hex'),
  SECRETS_KEY: randomBytes(32).toString('hex'),
});
const publicUrlOf = (bff: BffProcess) => `http://localhost:${new URL(bff.baseUrl).port}`;
const plainLines = (bff: BffProcess) => bff.output().split('\n');

describe('a start on a PostgreSQL with no users', () => {
  let db: TestDb;
  let bff: BffProcess | undefined;
  beforeAll(async () => {
    db = await createTestDb({ migrate: false });
  });
  afterAll(async () => {
    await bff?.stop();
    await db?.destroy();
  });

  it('prints, as a plain line, where to create the first account or how to load the demo', async () => {
    bff = await spawnBff({ DATABASE_URL: db.url, ...secrets() });
    const line = firstAccountLine({ publicUrl: publicUrlOf(bff), oidc: undefined });
    expect(line).toBe(
      `No accounts yet: create the first one at ${publicUrlOf(bff)}/sign-in, or run \`npm run db:seed\` to load the demo company.`,
    );
    await bff.waitForOutput(line);
    expect(plainLines(bff)).toContain(line);
    await bff.stop();
  });

  it('db:seed loads the demo once, then says it is already loaded', async () => {
    const env = { DATABASE_URL: db.url, ...secrets() };
    const first = await runDbCli('seed', env);
    expect(first.code).toBe(0);
    expect(first.output).toContain('"demo data loaded"');
    const second = await runDbCli('seed', env);
    expect(second.code).toBe(0);
    expect(second.output).toContain('demo data already loaded');
  });

  it('says nothing more once there are users: a shared PostgreSQL never advertises a password', async () => {
    const config = createTestConfig({ database: { client: 'pg', url: db.url } });
    expect(await startGuidance(db.knex, config)).toEqual([]);
  });
});

describe('startGuidance on the embedded database', () => {
  const db = openForTests(
    () => createTestDb(),
    (opened) => opened.destroy(),
  );

  it('names the demo sign-in only while the demo password still works', async () => {
    // The embedded database's rule, checked on a PostgreSQL database for speed.
    const config = createTestConfig({ database: { client: 'pglite', dir: '/unused' } });
    expect(await startGuidance(db.knex, config)).toEqual([firstAccountLine(config)]);
    await seed(db.knex, config);
    expect(await startGuidance(db.knex, config)).toEqual([demoSignInLine(config)]);
    await db.knex('users').where({ email: DEMO_EMAIL }).update({ passwordHash: null });
    expect(await startGuidance(db.knex, config)).toEqual([]);
  });
});

describe('the embedded demo', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-demo-'));
  let bff: BffProcess | undefined;
  afterAll(async () => {
    await bff?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signInPage = async () => (await fetch(`${bff!.baseUrl}/sign-in`)).text();

  it('prints the address and the demo sign-in on every start, and the sign-in page shows it', async () => {
    for (let start = 1; start <= 2; start += 1) {
      bff = await spawnBff({ DATA_DIR: dataDir });
      const line = `Demo: open ${publicUrlOf(bff)} and sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`;
      await bff.waitForOutput(line);
      expect(plainLines(bff)).toContain(line);
      // The first start loads the demo with this week's status report drafts.
      if (start === 1) expect(bff.output()).toMatch(/"statusReports":[1-9]/);
      if (start === 1) await bff.stop();
    }
    const page = await signInPage();
    expect(page).toContain('<div class="brand-name">PortfolioAI</div>');
    expect(page).toContain(`<code>${DEMO_EMAIL}</code>`);
    expect(page).toContain(`<code>${DEMO_PASSWORD}</code>`);
  }, 180_000);

  it('stops showing the demo password on the sign-in page once it has been changed', async () => {
    const signIn = await fetch(`${bff!.baseUrl}${routes.signIn.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const changed = await fetch(`${bff!.baseUrl}${routes.changePassword.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeaderFrom(signIn) },
      body: JSON.stringify({
        currentPassword: DEMO_PASSWORD,
        newPassword: 'my own demo password',
        confirmPassword: 'my own demo password',
      }),
    });
    expect(changed.status).toBe(204);
    const page = await signInPage();
    expect(page).toContain('<div class="brand-name">PortfolioAI</div>');
    expect(page).not.toContain(DEMO_PASSWORD);
  });
});
