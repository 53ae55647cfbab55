import { configDefaults, defineConfig } from 'vitest/config';

const BFF = {
  include: ['bff/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * BFF files that open the embedded database (PGlite, a WebAssembly PostgreSQL, does not start
 * again in a process where another one ran and closed): each runs in a fresh process.
 */
const BFF_OWN_PROCESS = [
  'bff/src/config.test.ts',
  'bff/src/start-failure.test.ts',
  'bff/src/start-guidance.test.ts',
  'bff/src/db/backup.test.ts',
  'bff/src/db/pglite.test.ts',
  'bff/src/middleware/rate-limit-store.test.ts',
];

// One runner, six projects: pure contracts, the tree's own shape (scripts/), the BFF against real
// PostgreSQL (the files on the embedded database apart), the widgets and host in jsdom with msw, and browser journeys in Chromium against the
// built stack.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, while a
    // BFF test mostly waits on PostgreSQL. Two keep both cores busy, and every project shares them:
    // a browser journey (one stack and one browser per file, on ports of its own) runs beside the
    // other files instead of one at a time after them, when a journey alone left a core idle.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...BFF,
          name: 'bff',
          exclude: [...configDefaults.exclude, ...BFF_OWN_PROCESS],
          // Files of a worker share one module graph instead of importing the whole app afresh
          // for each of the 120 files (seconds each). Each file opens its own database and app,
          // and the process-wide caches are keyed by company and data version.
          isolate: false,
        },
      },
      {
        test: { ...BFF, name: 'bff-embedded', include: BFF_OWN_PROCESS },
      },
      {
        test: {
          name: 'widgets',
          include: ['widgets/**/*.test.{ts,tsx}', 'host/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['widgets/ui/src/testing/setup.ts'],
          // Files of a worker share one module graph instead of importing React, the kit and msw
          // afresh for each of the 136 files; the setup file still resets DOM, handlers and
          // storage after every test. The two files that replace a module (`vi.mock`) replace one
          // whose real behaviour no other test relies on.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
