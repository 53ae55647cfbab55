import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import type { Logger } from '../logger.ts';

/** What the frontend build is made from, relative to the repository root. */
const SOURCE_DIRS = ['host', 'widgets', 'contracts/src'];
const SOURCE_FILES = ['rspack.config.ts', 'package-lock.json'];
/** Inside SOURCE_DIRS: not in the production build (tests, stories, mocks, installed or built files). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', 'mock']);
const isBuildInput = (name: string) => !/\.(test|stories)\.[cm]?[jt]sx?$/.test(name);

function newestSource(rootDir: string): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const consider = (file: string) => {
    const { mtimeMs } = statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && isBuildInput(entry.name)) {
        consider(full);
      }
    }
  };
  for (const dir of SOURCE_DIRS)
    if (existsSync(path.join(rootDir, dir))) walk(path.join(rootDir, dir));
  for (const file of SOURCE_FILES)
    if (existsSync(path.join(rootDir, file))) consider(path.join(rootDir, file));
  return newest;
}

/**
 * When the frontend was built: the oldest of the deployables' entry files (`dist/host/index.html`
 * and each `dist/<widget>/mf-manifest.json`), which every build of that deployable rewrites
 * (rspack's `output.clean`). Undefined when the host was never built.
 */
function builtAtMs(rootDir: string): number | undefined {
  const dist = path.join(rootDir, 'dist');
  const hostEntry = path.join(dist, 'host', 'index.html');
  if (!existsSync(hostEntry)) return undefined;
  let oldest = statSync(hostEntry).mtimeMs;
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    const manifest = path.join(dist, entry.name, 'mf-manifest.json');
    if (entry.isDirectory() && existsSync(manifest)) {
      oldest = Math.min(oldest, statSync(manifest).mtimeMs);
    }
  }
  return oldest;
}

/**
 * Why the frontend must be built before serving, or undefined when `dist/` is up to date: it
 * is missing, or a source file (host, widgets, contracts, the rspack config, the lockfile) is
 * newer than the build, as after a `git pull`. A walk over file times, no hashing: a few ms.
 */
export function frontendBuildReason(rootDir = REPO_ROOT): string | undefined {
  const builtAt = builtAtMs(rootDir);
  if (builtAt === undefined) return 'dist/host is missing';
  const newest = newestSource(rootDir);
  if (newest && newest.mtimeMs > builtAt) {
    return `${path.relative(rootDir, newest.file)} changed after the last build`;
  }
  return undefined;
}

/**
 * Builds the frontend (host and widgets) when `dist/` is missing or older than its sources, so
 * `npm start` serves what the checkout holds. Returns immediately when the build is current.
 */
export async function ensureFrontendBuilt(options: {
  logger: Logger;
  rootDir?: string;
}): Promise<void> {
  const rootDir = options.rootDir ?? REPO_ROOT;
  const reason = frontendBuildReason(rootDir);
  if (!reason) return;

  options.logger.info(`${reason}: building the frontend (rspack), this takes a minute`);
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
