import { defineConfig } from 'vitest/config';

/**
 * One vitest config, four projects. `unit` needs nothing running; `rules`, `api` and `e2e`
 * need the emulators and run inside `firebase emulators:exec` (see scripts/test.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: { name: 'rules', include: ['tests/rules/**/*.test.ts'], fileParallelism: false, testTimeout: 20_000 },
      },
      {
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], fileParallelism: false, testTimeout: 30_000 },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
