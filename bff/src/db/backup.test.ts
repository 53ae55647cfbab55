import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { LOCK_FILE } from '../data-dir-lock.ts';
import { createDb, destroyDb } from './knex.ts';

const work = mkdtempSync(path.join(tmpdir(), 'portfolio-backup-'));
const dataDir = path.join(work, 'data');
const file = path.join(work, 'backup.tar.gz');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The scripts as a person runs them (`npm run db:backup` / `db:restore FILE`). */
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bff/src/db/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });

/** Runs `work` on the embedded database in DATA_DIR, closing it after, as a BFF stop does. */
async function withPglite<T>(work: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb({ database: { client: 'pglite', dir: path.join(dataDir, 'pglite') } });
  try {
    return await work(db);
  } finally {
    await destroyDb(db);
  }
}

const names = () =>
  withPglite(async (db) => (await db('kept').orderBy('name').pluck('name')) as string[]);

describe('db:backup and db:restore (embedded database)', () => {
  it('a restore brings back what the backup held, and keeps what it replaced aside', async () => {
    await withPglite(async (db) => {
      await db.schema.createTable('kept', (t) => t.text('name'));
      await db('kept').insert([{ name: 'Claims triage' }, { name: 'Invoice reader' }]);
    });
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"sessionSecret":"before"}\n');

    const backup = cli('backup', file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`to ${file}`);

    await withPglite((db) => db('kept').where({ name: 'Claims triage' }).delete());
    writeFileSync(path.join(dataDir, 'secrets.json'), '{"sessionSecret":"after"}\n');
    expect(await names()).toEqual(['Invoice reader']);

    const restore = cli('restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await names()).toEqual(['Claims triage', 'Invoice reader']);
    expect(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).toContain('before');
    const aside = /what it held before is in (\S+)/.exec(restore.stdout)?.[1];
    expect(aside && readFileSync(path.join(aside, 'secrets.json'), 'utf8')).toContain('after');
    // Four openings of PGlite and two script starts.
  }, 180_000);

  it('refuses while a BFF runs on DATA_DIR, and changes nothing', () => {
    const lock = path.join(dataDir, LOCK_FILE);
    // This test's own process stands for the running BFF.
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:3000', startedAt: 'now' }),
    );
    try {
      for (const run of [cli('backup', path.join(work, 'other.tar.gz')), cli('restore', file)]) {
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`Another BFF (pid ${process.pid}`);
      }
      expect(existsSync(path.join(work, 'other.tar.gz'))).toBe(false);
    } finally {
      rmSync(lock, { force: true });
    }
  }, 60_000);

  it('refuses a file that is not a backup, keeping the data as it was', async () => {
    const junk = path.join(work, 'notes.txt');
    writeFileSync(junk, 'not an archive');
    const run = cli('restore', junk);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('is not a backup made by db:backup');
    expect(await names()).toEqual(['Claims triage', 'Invoice reader']);
  });

  it('says to use pg_dump when the product runs on PostgreSQL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bff/src/db/cli.ts', 'backup'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pg_dump');
  });
});
