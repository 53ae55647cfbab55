import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.ts';
import { MINUTE_MS } from '@portfolio/contracts';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const DB_CLI = fileURLToPath(new URL('../db/cli.ts', import.meta.url));

/** Variables of the test runner's own environment that would change what the child does. */
const INHERITED_EXCLUDED = [
  'PUBLIC_URL',
  'ALLOWED_ORIGINS',
  'DATA_DIR',
  'DATABASE_URL',
  'SESSION_SECRET',
  'SECRETS_KEY',
  'PORT',
];

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('OIDC_') && !INHERITED_EXCLUDED.includes(key)) out[key] = value;
  }
  return { LOG_LEVEL: 'info', ...out, ...env };
}

/** A loopback TCP port free at the time of asking, for a process the test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BffProcess {
  process: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves once `text` has been written; rejects on timeout or exit. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then waits for the exit: its code (or the signal that ended it). */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `bff/src/server.ts` as its own node process, as `npm start` does (without building),
 * with `env` on top of a cleaned copy of the runner's environment; resolves once it listens.
 */
export async function spawnBff(env: Record<string, string>): Promise<BffProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onChunk = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  proc.stdout!.on('data', onChunk);
  proc.stderr!.on('data', onChunk);

  const waitForOutput = (text: string, timeoutMs = MINUTE_MS) =>
    new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        proc.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const check = () => output.includes(text) && done();
      const onExit = (code: number | null) =>
        done(new Error(`BFF process exited with ${code} before "${text}":\n${output}`));
      const timer = setTimeout(
        () => done(new Error(`BFF process did not write "${text}":\n${output}`)),
        timeoutMs,
      );
      listeners.add(check);
      proc.once('exit', onExit);
      check();
    });

  await waitForOutput('listening on');
  return {
    process: proc,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    waitForOutput,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      return { code: proc.exitCode, signal: proc.signalCode };
    },
  };
}

/** Runs `bff/src/db/cli.ts <command>` (`npm run db:migrate` / `db:seed`) to its end. */
export async function runDbCli(
  command: 'migrate' | 'seed',
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', DB_CLI, command], {
    cwd: REPO_ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
  return { code, output };
}
