// Runs chosen vitest projects (or files) inside `firebase emulators:exec`, as `npm test` does, for
// working on one suite: `node scripts/lib/run-emulator-projects.mjs --project api [files...]`.
// Build first (`npm run build`): the functions and Hosting serve the built code.
// EMULATOR_SET=N runs on emulator set N (ports 10 × N above firebase.json's, scripts/lib/emulator-sets.mjs),
// so that two people (or two checkouts) on one machine can each run a suite at once.
import { emulatorEnv, exitOnSetupError } from './emulator-env.mjs';
import { emulatorSet } from './emulator-sets.mjs';
import { firebaseArgs, runBin, startMailCatcher, stopChild } from './processes.mjs';

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}
const set = emulatorSet(Number(process.env.EMULATOR_SET ?? 0));
const vitestArgs = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
const catcher = startMailCatcher({ ports: set.mail });
try {
  await runBin(
    'firebase',
    [
      ...firebaseArgs(
        'emulators:exec',
        ['auth', 'firestore', 'functions', 'hosting'],
        [`npx vitest run ${vitestArgs}`],
      ),
      ...set.configArgs,
    ],
    { env: { ...env, ...set.env } },
  );
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await stopChild(catcher);
}
