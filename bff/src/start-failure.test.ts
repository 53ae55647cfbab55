import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { describeStartFailure, freeBytesAt } from './start-failure.ts';
import { createTestDb, type TestDb } from './testing/db.ts';

const run = promisify(execFile);

/** Starts `bff/src/server.ts` with the environment given; answers what it printed on stderr. */
async function failedStart(env: Record<string, string>): Promise<string> {
  try {
    await run(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        SESSION_SECRET: 's'.repeat(40),
        SECRETS_KEY: 'a'.repeat(64),
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        ...env,
      },
      timeout: 60_000,
    });
  } catch (error) {
    expect((error as { code?: number }).code).toBe(1);
    return (error as { stderr: string }).stderr;
  }
  throw new Error('the start was expected to fail');
}

let testDb: TestDb;
let occupied: Server;
const sockets: Socket[] = [];
let port: number;
beforeAll(async () => {
  testDb = await createTestDb();
  // Holds a port, and plays a PostgreSQL that accepts connections but never answers.
  occupied = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => occupied.listen(0, resolve));
  port = (occupied.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => occupied?.close(resolve));
  await testDb?.destroy();
});

describe('start failures print one line saying what is wrong and what to do', () => {
  it('a port in use', async () => {
    const stderr = await failedStart({ DATABASE_URL: testDb.url, PORT: String(port) });
    expect(stderr.trim()).toBe(
      `Port ${port} is already in use: stop the program using it, or set PORT to another port`,
    );
  }, 90_000);

  it('a missing database', async () => {
    const url = new URL(testDb.url);
    url.pathname = '/no_such_database_here';
    const stderr = await failedStart({ DATABASE_URL: url.toString(), PORT: String(port) });
    expect(stderr.trim()).toBe(
      'The database of DATABASE_URL (127.0.0.1:5432/no_such_database_here) does not exist: create it (e.g. `createdb no_such_database_here`) or fix DATABASE_URL',
    );
  }, 90_000);

  it('a PostgreSQL that does not answer', async () => {
    const stderr = await failedStart({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x`,
      PORT: '0',
    });
    expect(stderr.trim()).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port}/x (timed out): start it, or fix DATABASE_URL`,
    );
  }, 90_000);

  it('with the stack only at LOG_LEVEL=debug', async () => {
    const url = new URL(testDb.url);
    url.pathname = '/no_such_database_here';
    const stderr = await failedStart({
      DATABASE_URL: url.toString(),
      PORT: String(port),
      LOG_LEVEL: 'debug',
    });
    expect(stderr).toContain('does not exist: create it');
    expect(stderr).toMatch(/\n\s+at /);
  }, 90_000);
});

describe('a start on a full disk', () => {
  const env = { DATA_DIR: '/srv/portfolio/data' };
  const pgliteFailed = new Error('PGlite failed to initialize properly');

  it('says the disk is full and where, when PGlite cannot initialize for lack of space', () => {
    expect(describeStartFailure(pgliteFailed, env, () => 3 * 1024 * 1024)).toBe(
      'The disk holding DATA_DIR /srv/portfolio/data is full (3 MB free): free some space on it (the embedded database needs at least 64 MB), or set DATA_DIR to a directory on another disk',
    );
  });

  it('says the same for ENOSPC from Node', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    expect(describeStartFailure(enospc, env, () => 0)).toMatch(
      /^The disk holding DATA_DIR \/srv\/portfolio\/data is full \(0 MB free\)/,
    );
  });

  it('does not blame the disk when there is room', () => {
    expect(describeStartFailure(pgliteFailed, env, () => 10 * 1024 ** 3)).toBe(
      'The embedded database in /srv/portfolio/data failed to start (set LOG_LEVEL=debug for details): check that the directory is writable, or set DATA_DIR to another directory',
    );
  });

  it('measures the free space of the nearest existing directory', () => {
    const free = freeBytesAt(path.join(tmpdir(), 'not', 'made', 'yet'));
    expect(free).toBeGreaterThan(0);
  });
});

describe('two starts on one DATA_DIR', () => {
  it('the second refuses, naming the running one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-lock-'));
    try {
      const release = lockDataDir(dataDir, 'http://localhost:3000');
      // A second process trying the same directory.
      const second = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./bff/src/data-dir-lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)}, 'http://localhost:3001'))`,
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain(
        `Another BFF (pid ${process.pid}, http://localhost:3000, started `,
      );
      expect(second.stderr).toContain(
        `is running on DATA_DIR ${dataDir}: stop it first, or set DATA_DIR to another directory. If no BFF runs on this directory (pid ${process.pid} is another program), remove ${path.join(dataDir, LOCK_FILE)} and start again`,
      );
      release();
      expect(() => readFileSync(path.join(dataDir, LOCK_FILE))).toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a leftover file naming a live process of another program says it can be removed', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-lock-'));
    try {
      // The pid of the test runner's parent: alive, and no BFF.
      writeFileSync(
        path.join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: process.ppid, url: 'http://localhost:3000', startedAt: 'y' }),
      );
      expect(() => lockDataDir(dataDir, 'http://localhost:3000')).toThrow(
        `If no BFF runs on this directory (pid ${process.ppid} is another program), remove ${path.join(dataDir, LOCK_FILE)} and start again`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bff-lock-'));
    try {
      const gone = spawnSync(
        process.execPath,
        ['-e', 'process.stdout.write(String(process.pid))'],
        {
          encoding: 'utf8',
        },
      );
      writeFileSync(
        path.join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: Number(gone.stdout), url: 'x', startedAt: 'y' }),
      );
      const release = lockDataDir(dataDir, 'http://localhost:3000');
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      expect(() => lockDataDir(dataDir, 'http://localhost:3000')).not.toThrow(DataDirInUseError);
      release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
