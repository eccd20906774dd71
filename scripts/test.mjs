// `npm test`: lint, typecheck and unit tests first (nothing running), then the rules, API and
// end-to-end suites inside one `firebase emulators:exec` with clean data (never the demo export).
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { firebaseArgs, run, runBin, startMailCatcher, stopChild } from './lib/processes.mjs';

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}

/** The outbox trigger delivers to MailDev; the API suite reads what arrived. */
async function withMailCatcher(fn) {
  const catcher = startMailCatcher();
  try {
    await fn();
  } finally {
    await stopChild(catcher);
  }
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
  await step('rules, API and end-to-end tests on the emulators', () =>
    withMailCatcher(() =>
      runBin(
        'firebase',
        firebaseArgs(
          'emulators:exec',
          ['auth', 'firestore', 'functions', 'hosting'],
          ['node scripts/lib/emulator-suites.mjs'],
        ),
        { env },
      ),
    ),
  );
  console.log('\nAll suites passed.');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
