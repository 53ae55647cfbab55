/**
 * The bench's servers, each in its own Node process (its memory is its own), and the load that
 * autocannon puts on them over loopback.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { REPO_ROOT } from '../bff/src/config.ts';
import type { Knex } from 'knex';
import { signInAndGetCookie } from '../bff/src/testing/auth.ts';
import { createTestDb } from '../bff/src/testing/db.ts';
import { BENCH_PASSWORD, loadingDb, seedPortfolio } from './seed.ts';

const env = process.env;

export const CONNECTIONS = 10;
/** Seconds of each measured load, of the warm-up before a server's first, and rounds per comparison. */
export const SECONDS = Number(env.BENCH_SECONDS ?? 5);
export const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
export const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');

export interface Server {
  baseUrl: string;
  /** Resident memory of the server process in MiB (Linux /proc), or null elsewhere. */
  rss(): number | null;
  /**
   * The process's own `process.memoryUsage()` in MiB (the BFF only), or null; `live`: after a
   * forced garbage collection (the BFF runs with --expose-gc).
   */
  memory(live?: boolean): Promise<Record<string, number> | null>;
  /** A figure the process answers over IPC (the BFF only, e.g. `summary computations`), or null. */
  ask<T>(question: string): Promise<T | null>;
  stop(): Promise<void>;
}

/** Starts a server script in its own Node process; it answers `{ port }` over IPC. */
export async function startServer(
  script: string,
  envOverrides: Record<string, string>,
): Promise<Server> {
  const execArgv = ['--import', 'tsx', '--expose-gc'];
  if (env.BENCH_CPU_PROF === '1' && script.includes('bff')) {
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${path.join(BENCH_DIR, 'profiles')}`);
  }
  const child: ChildProcess = fork(path.join(BENCH_DIR, script), [], {
    execArgv,
    env: { ...env, ...envOverrides },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    rss() {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
        return Number.isFinite(kib) ? Math.round(kib / 1024) : null;
      } catch {
        return null;
      }
    },
    memory(live = false) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 1_000);
        child.once('message', (message) => {
          clearTimeout(timer);
          const usage = (message as { memory?: Record<string, number> }).memory;
          resolve(
            usage
              ? Object.fromEntries(
                  Object.entries(usage).map(([k, v]) => [k, Math.round(v / 1024 / 1024)]),
                )
              : null,
          );
        });
        child.send(live ? 'live memory' : 'memory');
      });
    },
    ask<T>(question: string) {
      return new Promise<T | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 1_000);
        child.once('message', (message) => {
          clearTimeout(timer);
          resolve(((message as { answer?: T }).answer ?? null) as T | null);
        });
        child.send(question);
      });
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      const timer = setTimeout(() => child.kill(), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Answers by status class; anything in `failed` makes the case invalid. */
  statuses: Record<string, number>;
  failed: number;
}

/**
 * Drives `url` with autocannon for `seconds` over CONNECTIONS connections; `options` adds to it
 * (a method, `requests` that vary the body).
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  options: Partial<autocannon.Options> = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...options,
  });
  const r = result as unknown as Record<string, number>;
  const statuses = { '2xx': r['2xx'] ?? 0, '3xx': r['3xx'] ?? 0 };
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    failed: (r['4xx'] ?? 0) + (r['5xx'] ?? 0) + result.errors + result.timeouts,
  };
}

/**
 * The request headers Chromium sends over plain HTTP (it offers Brotli and zstd on HTTPS only):
 * a large answer (a timeline, a capacity grid) is measured as a browser receives it.
 */
export const asBrowser = (cookie?: string): Record<string, string> => ({
  ...(cookie ? { cookie } : {}),
  'accept-encoding': 'gzip, deflate',
});

/**
 * Drives `url` as `load` does, over undici's Pool (Node's own HTTP client), reading each
 * answer's bytes and dropping them. For answers of hundreds of KiB: autocannon keeps every body
 * as one string, appending each chunk to it, which decodes a compressed answer's bytes as UTF-8
 * and takes the whole of the client's core before the server is busy; the figures would then
 * measure the client.
 */
export async function loadDroppingBodies(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  { connections = CONNECTIONS }: { connections?: number } = {},
): Promise<Load> {
  const { origin, pathname, search } = new URL(url);
  const pool = new Pool(origin, { connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = { '2xx': 0, '3xx': 0 };
  let failed = 0;
  const end = Date.now() + seconds * 1_000;
  const connection = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      try {
        const answer = await pool.request({ path: pathname + search, method: 'GET', headers });
        await answer.body.dump({ limit: Number.MAX_SAFE_INTEGER });
        const status = `${Math.floor(answer.statusCode / 100)}xx`;
        if (status === '2xx' || status === '3xx') statuses[status]! += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    statuses,
    failed,
  };
}

/** One-second loads as one: their mean req/s, the median of their p50s, the worst of their p99s. */
export function combinedLoads(loads: Load[]): Load {
  const sum = (pick: (l: Load) => number) => loads.reduce((total, l) => total + pick(l), 0);
  const p50s = loads.map((l) => l.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(sum((l) => l.rps) / loads.length),
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...loads.map((l) => l.p99)),
    statuses: {
      '2xx': sum((l) => l.statuses['2xx'] ?? 0),
      '3xx': sum((l) => l.statuses['3xx'] ?? 0),
    },
    failed: sum((l) => l.failed),
  };
}

export interface BffAgainstNaive {
  rounds: Array<{ bff: Load; naive: Load }>;
  /** The round with the median req/s ratio. */
  median: { bff: Load; naive: Load };
  /** BFF req/s over naive req/s in the median round, to two decimals. */
  ratio: number;
  /** A BFF answer failed, or none succeeded, in some round. */
  failed: boolean;
}

/**
 * The BFF and the naive server take turns: a warm-up of WARMUP_SECONDS each, then ROUNDS rounds
 * of SECONDS each (naive first), so both meet the machine's load alike; the round with the median
 * ratio is the one reported.
 */
export async function bffAgainstNaive(
  drive: (side: 'bff' | 'naive', seconds: number) => Promise<Load>,
): Promise<BffAgainstNaive> {
  await drive('bff', WARMUP_SECONDS);
  await drive('naive', WARMUP_SECONDS);
  const rounds: BffAgainstNaive['rounds'] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round = { naive: await drive('naive', SECONDS), bff: await drive('bff', SECONDS) };
    rounds.push(round);
    console.log(
      `  round ${i + 1}: BFF ${round.bff.rps} req/s p99 ${round.bff.p99} ms, naive ${round.naive.rps} req/s p99 ${round.naive.p99} ms`,
    );
  }
  const ratio = (r: (typeof rounds)[number]) => r.bff.rps / r.naive.rps;
  const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]!;
  return {
    rounds,
    median,
    ratio: Math.round(100 * ratio(median)) / 100,
    failed: rounds.some((r) => r.bff.failed > 0 || (r.bff.statuses['2xx'] ?? 0) === 0),
  };
}

/**
 * The BFF with `env` (its DATABASE_URL and any other setting), pushed on `servers` for the caller
 * to stop, with a session cookie of `email`: each bench BFF signs cookies with its own secret.
 */
export async function startSignedInBff(
  servers: Server[],
  email: string,
  env: Record<string, string>,
): Promise<{ bff: Server; cookie: string }> {
  const bff = await startServer('bff-server.ts', env);
  servers.push(bff);
  const { cookie } = await signInAndGetCookie(bff.baseUrl, email, BENCH_PASSWORD);
  return { bff, cookie };
}

/**
 * The BFF and a naive server (`naive-server.ts` unless told) over one database, both pushed on
 * `servers` (for the caller to stop), with a session cookie of `email` on the BFF.
 */
export async function startBffAndNaive(
  servers: Server[],
  {
    databaseUrl,
    companyId,
    email,
    naiveScript = 'naive-server.ts',
  }: { databaseUrl: string; companyId: string; email: string; naiveScript?: string },
): Promise<{ bff: Server; naive: Server; cookie: string }> {
  const { bff, cookie } = await startSignedInBff(servers, email, { DATABASE_URL: databaseUrl });
  const naive = await startServer(naiveScript, {
    DATABASE_URL: databaseUrl,
    COMPANY_ID: companyId,
  });
  servers.push(naive);
  return { bff, naive, cookie };
}

export interface SeededBench<T> {
  databaseUrl: string;
  companyId: string;
  /** The company's owner, who signs in with BENCH_PASSWORD. */
  email: string;
  /** What the load step answered. */
  loaded: T;
  /** Servers the measure starts go here: they are stopped before the database is dropped. */
  servers: Server[];
}

/**
 * A fresh database with a portfolio of `projects` and what `load` adds on the loading
 * connection (closed before `measure` starts); afterwards, whatever happens, the servers are
 * stopped and the database dropped.
 */
export async function onSeededDb<T, R>(
  projects: number,
  load: (loading: Knex, companyId: string) => Promise<T>,
  measure: (bench: SeededBench<T>) => Promise<R>,
): Promise<R> {
  const db = await createTestDb();
  const servers: Server[] = [];
  try {
    const loading = loadingDb(db.url);
    let seeded: Omit<SeededBench<T>, 'databaseUrl' | 'servers'>;
    try {
      const { company, owner } = await seedPortfolio(loading, projects);
      seeded = {
        companyId: company.id,
        email: owner.email,
        loaded: await load(loading, company.id),
      };
    } finally {
      await loading.destroy();
    }
    return await measure({ ...seeded, databaseUrl: db.url, servers });
  } finally {
    for (const server of servers) await server.stop();
    await db.destroy();
  }
}

/** The text of the BFF's answer, checked once before a load; `what` names the request if it fails. */
export async function answerText(what: string, url: string, init: RequestInit): Promise<string> {
  const answer = await fetch(url, init);
  const text = await answer.text();
  if (answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${text.slice(0, 300)}`);
  }
  return text;
}
