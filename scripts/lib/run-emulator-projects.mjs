// Runs chosen vitest projects (or files) inside `firebase emulators:exec`, as `npm test` does, for
// working on one suite: `node scripts/lib/run-emulator-projects.mjs --project api [files...]`.
// Build first (`npm run build`): the functions and Hosting serve the built code.
import { emulatorEnv, exitOnSetupError } from './emulator-env.mjs';
import { firebaseArgs, runBin, startMailCatcher, stopChild } from './processes.mjs';

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}
const vitestArgs = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
const catcher = startMailCatcher();
try {
  await runBin(
    'firebase',
    firebaseArgs('emulators:exec', ['auth', 'firestore', 'functions', 'hosting'], [`npx vitest run ${vitestArgs}`]),
    { env },
  );
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await stopChild(catcher);
}
