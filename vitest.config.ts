import { defineConfig } from 'vitest/config';

// One runner, four projects: pure contracts, the BFF against real PostgreSQL, the widgets and
// host in jsdom with msw, and browser journeys in Chromium against the built stack.
export default defineConfig({
  test: {
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
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
