// Emulator start time: the whole suite `npm start` runs, next to the Firestore emulator alone
// (java -jar, no CLI) as the baseline measured in the same run.
import { spawn } from 'node:child_process';
import {
  FUNCTIONS_HEALTH_URL,
  firebaseArgs,
  startBin,
  stopChild,
  waitForEmulators,
  waitForUrl,
} from '../lib/processes.mjs';
import { emulatorSet } from '../lib/emulator-sets.mjs';
import { cliCachedFirestoreJar } from '../lib/emulator-env.mjs';

/**
 * Seconds until every emulator `npm start` runs is up (demo import) and the API answers; then
 * runs `whileUp` against the running suite before stopping it.
 * @template T
 * @param {NodeJS.ProcessEnv} env
 * @param {() => Promise<T>} whileUp
 * @returns {Promise<{ seconds: number, result: T }>}
 */
export async function measureSuiteStart(env, whileUp) {
  const only = ['auth', 'firestore', 'functions', 'hosting'];
  const started = performance.now();
  const child = startBin(
    'firebase',
    [...firebaseArgs('emulators:start', only, ['--import', 'emulator-data']), ...emulatorSet(0).configArgs],
    { env, stdio: 'ignore' },
  );
  try {
    await waitForEmulators(only);
    await waitForUrl(FUNCTIONS_HEALTH_URL);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, result: await whileUp() };
  } finally {
    await stopChild(child);
  }
}

/**
 * Seconds until the bare Firestore emulator answers on a spare port: the jar emulatorEnv gives the
 * CLI, or else the one the CLI downloaded itself.
 * @param {NodeJS.ProcessEnv} env
 */
export async function measureFirestoreAloneStart(env) {
  const jar = env.FIRESTORE_EMULATOR_BINARY_PATH ?? cliCachedFirestoreJar();
  if (!jar) throw new Error('No Firestore emulator jar to start alone (emulatorEnv found none).');
  const started = performance.now();
  const child = spawn('java', ['-jar', jar, '--host', '127.0.0.1', '--port', '18181'], {
    stdio: 'ignore',
  });
  try {
    await waitForUrl('http://127.0.0.1:18181/');
    return (performance.now() - started) / 1000;
  } finally {
    await stopChild(child);
  }
}
