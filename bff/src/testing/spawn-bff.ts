import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.ts';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `bff/src/server.ts` as its own node process on the test database: a second BFF beside
 * the test's own, sharing the database and the session secret. Kill it in afterAll.
 */
export async function spawnBff(
  databaseUrl: string,
  sessionSecret: string,
): Promise<{ process: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('OIDC_') && !['PUBLIC_URL', 'ALLOWED_ORIGINS', 'DATA_DIR'].includes(key)) {
      env[key] = value;
    }
  }
  Object.assign(env, {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    SECRETS_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'info',
  });
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`BFF process did not start:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`BFF process exited with ${code}:\n${output}`));
    });
  });
  return { process: proc, baseUrl: `http://127.0.0.1:${port}` };
}
