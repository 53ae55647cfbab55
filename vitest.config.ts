import { defineConfig } from 'vitest/config';

// One runner, five projects: pure contracts, the tree's own shape (scripts/), the BFF against real
// PostgreSQL, the widgets and host in jsdom with msw, and browser journeys in Chromium against the
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
          name: 'bff',
          include: ['bff/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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
