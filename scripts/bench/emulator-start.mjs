// Emulator start time: the whole suite `npm start` runs, next to the Firestore emulator alone
// (java -jar, no CLI) as the baseline measured in the same run.
import { spawn } from 'node:child_process';
import { firebaseArgs, startBin, stopChild, waitForEmulators } from '../lib/processes.mjs';

async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Seconds until the hub lists every emulator `npm start` runs (with the demo import). */
export async function measureSuiteStart(env) {
  const only = ['auth', 'firestore', 'functions', 'hosting'];
  const started = performance.now();
  const child = startBin('firebase', firebaseArgs('emulators:start', only, ['--import', 'emulator-data']), {
    env,
    stdio: 'ignore',
  });
  try {
    await waitForEmulators(only);
    return (performance.now() - started) / 1000;
  } finally {
    await stopChild(child);
  }
}

/** Seconds until the bare Firestore emulator answers on a spare port. */
export async function measureFirestoreAloneStart(env) {
  const started = performance.now();
  const child = spawn('java', ['-jar', env.FIRESTORE_EMULATOR_BINARY_PATH, '--host', '127.0.0.1', '--port', '18181'], {
    stdio: 'ignore',
  });
  try {
    await waitForUrl('http://127.0.0.1:18181/');
    return (performance.now() - started) / 1000;
  } finally {
    await stopChild(child);
  }
}
