// `npm test`: lint, typecheck and unit tests first (nothing running), then the rules, API and
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

const step = async (title, fn) => {
  console.log(`\n=== ${title}`);
  await fn();
};

try {
  await step('lint', () => run('npm', ['run', 'lint']));
  await step('typecheck', () => run('npm', ['run', 'typecheck']));
  await step('unit tests', () => runBin('vitest', ['run', '--project', 'unit']));
  // Date rules must hold wherever the machine is: again in UTC and on the US west coast.
  for (const TZ of ['UTC', 'America/Los_Angeles']) {
    await step(`unit tests under TZ=${TZ}`, () =>
      runBin('vitest', ['run', '--project', 'unit', '--reporter=dot'], { env: { ...process.env, TZ } }),
    );
  }
  await step('build', () => run('npm', ['run', 'build']));
  // One emulator set by default: on two cores a second set gained little and made trigger waits flaky
  // (docs/decisions.md); TEST_EMULATOR_SETS=2 runs the e2e files on two sets side by side.
  const sets = Number(process.env.TEST_EMULATOR_SETS ?? 1);
  await step(`rules, API and end-to-end tests on ${sets} emulator sets`, () => runSuitesOnEmulatorSets(env, sets));
  console.log('\nAll suites passed.');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
