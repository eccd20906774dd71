// `npm test`: lint, typecheck and unit tests first (nothing running), then the deploy rehearsal and the rules, API and
// end-to-end suites on emulators started with clean data (never the demo export), two sets of
// them side by side (scripts/lib/parallel-suites.mjs).
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { run, runBin } from './lib/processes.mjs';
import { runSuitesOnEmulatorSets } from './lib/parallel-suites.mjs';

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}

const step = async (/** @type {string} */ title, /** @type {() => Promise<unknown>} */ fn) => {
  console.log(`\n=== ${title}`);
  await fn();
};

try {
  // Each is one process on one core: side by side they take the time of the longer one.
  await step('lint and typecheck, side by side', () =>
    Promise.all([run('npm', ['run', 'lint']), run('npm', ['run', 'typecheck'])]),
  );
  // Date rules must hold wherever the machine is: the same files again in UTC (unless the machine
  // is on UTC already) and on the US west coast, as projects of one vitest run (vitest.config.ts).
  const onUtc = Intl.DateTimeFormat().resolvedOptions().timeZone === 'UTC';
  const unitProjects = ['unit', ...(onUtc ? [] : ['unit-utc']), 'unit-la'];
  await step(`unit tests (${unitProjects.join(', ')})`, () =>
    runBin('vitest', ['run', ...unitProjects.flatMap((project) => ['--project', project])]),
  );
  await step('build', () => run('npm', ['run', 'build']));
  // One emulator set by default: on two cores a second set gained little and made trigger waits flaky
  // (docs/decisions.md); TEST_EMULATOR_SETS=2 runs the e2e files on two sets side by side.
  const sets = Number(process.env.TEST_EMULATOR_SETS ?? 1);
  // The deploy rehearsal (npm run deploy:check) installs the built upload in a folder of its own and
  // needs no emulator: it runs beside the emulator suites, mostly while they start.
  await step(`rules, API and end-to-end tests on ${sets} emulator sets, and the deploy rehearsal`, async () => {
    // Both run to the end (a failed rehearsal must not leave the emulators behind), then both count.
    const outcomes = await Promise.allSettled([
      runSuitesOnEmulatorSets(env, sets),
      run('npm', ['run', 'deploy:check', '--', '--skip-predeploy']),
    ]);
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (failed.length > 0) {
      // Both reject with an Error.
      throw new Error(failed.map((outcome) => /** @type {Error} */ (outcome.reason).message).join('\n'));
    }
  });
  console.log('\nAll suites passed.');
} catch (error) {
  // Every step rejects with an Error: a command's exit code, or the suites' summary.
  console.error(`\n${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
