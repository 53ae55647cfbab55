// Storybook and `npm run dev:mock` serve MSW's service worker from a generated static folder,
// so the worker script always matches the installed msw and is never committed.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folder that holds the generated mockServiceWorker.js (inside node_modules/.cache, never committed). */
export const mswStaticDir = path.join(root, 'node_modules/.cache/msw');

/** Copies msw's worker script into {@link mswStaticDir} (what `msw init <dir>` does) and returns that folder. */
export function ensureMockServiceWorker(): string {
  const require = createRequire(import.meta.url);
  const source = path.join(
    path.dirname(require.resolve('msw/package.json')),
    'lib/mockServiceWorker.js',
  );
  mkdirSync(mswStaticDir, { recursive: true });
  copyFileSync(source, path.join(mswStaticDir, 'mockServiceWorker.js'));
  return mswStaticDir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`mockServiceWorker.js → ${ensureMockServiceWorker()}`);
}
