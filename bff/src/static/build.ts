import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import type { Logger } from '../logger.ts';

/**
 * Builds the frontend (host and widgets) when `dist/host` is missing, so `npm start` on a fresh
 * clone serves a working product. Returns immediately when the build exists.
 */
export async function ensureFrontendBuilt(options: {
  logger: Logger;
  rootDir?: string;
}): Promise<void> {
  const rootDir = options.rootDir ?? REPO_ROOT;
  if (existsSync(path.join(rootDir, 'dist', 'host'))) return;

  options.logger.info('dist/host is missing: building the frontend (rspack), this takes a minute');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['rspack', 'build', '--config', 'rspack.config.ts'], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Frontend build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
