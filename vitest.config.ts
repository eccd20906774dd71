import { defineConfig } from 'vitest/config';

const UNIT_TESTS = [
  'domain/**/*.test.ts',
  'functions/src/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/build/**/*.test.ts',
  'scripts/**/*.test.ts',
];

function unitProject(name: string, timeZone?: string) {
  return {
    test: {
      name,
      include: UNIT_TESTS,
      // The unit files share their workers' module cache instead of loading everything again for
      // each file: 120 s became 32 s (docs/decisions.md, "Unit tests without isolation").
      isolate: false,
      ...(timeZone ? { env: { TZ: timeZone } } : {}),
    },
  };
}

/**
 * One vitest config. The unit projects (the same files in three time zones) need nothing running;
 * `rules`, `api` and `e2e` need the emulators and run inside `firebase emulators:exec` (see scripts/test.mjs).
 */
export default defineConfig({
  test: {
    projects: [
      unitProject('unit'),
      // The same files again where the machine's time zone would hide a date bug: UTC and the US
      // west coast (Node honours TZ set in the worker's environment). One vitest run holds all three.
      unitProject('unit-utc', 'UTC'),
      unitProject('unit-la', 'America/Los_Angeles'),
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
          setupFiles: ['tests/e2e/support/csp-guard.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // The first file's beforeAll writes the whole demo and waits for its triggers
          // (tests/e2e/support/settle.ts) behind the deliveries the rules and API suites left
          // queued; on two cores that has taken over two minutes.
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
