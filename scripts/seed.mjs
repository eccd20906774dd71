// `npm run seed`: regenerates the deterministic demo data on clean emulators and exports it to
// emulator-data/ (Auth accounts and Firestore), which `npm start` imports. Commit the result.
// `npm run seed -- --large`: writes the large program (scripts/seed/large-cli.ts) into the
// emulators already running (npm start's; EMULATOR_SET=N for set N), exports nothing.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { SET_PORT_STEP } from './lib/emulator-sets.mjs';
import { PROJECT_ID, firebaseArgs, root, runBin } from './lib/processes.mjs';

/** @typedef {'firestore' | 'auth' | 'hub'} Emulator an emulator the large seed talks to */

if (process.argv.includes('--large')) {
  // The running emulators: the hosts already set (inside emulators:exec), else firebase.json's ports
  // of the emulator set, as npm start opens them.
  /** @type {{ emulators: Record<Emulator, { port: number }> }} */
  const { emulators } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const offset = SET_PORT_STEP * Number(process.env.EMULATOR_SET ?? 0);
  const at = (/** @type {Emulator} */ name) => `127.0.0.1:${emulators[name].port + offset}`;
  try {
    await runBin('tsx', ['scripts/seed/large-cli.ts'], {
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? at('firestore'),
        FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? at('auth'),
        FIREBASE_EMULATOR_HUB: process.env.FIREBASE_EMULATOR_HUB ?? at('hub'),
      },
    });
  } catch {
    process.exit(1);
  }
  process.exit(0);
}

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}

// A clean export: files of an older export must not linger beside the new one.
rmSync(join(root, 'emulator-data'), { recursive: true, force: true });
await runBin(
  'firebase',
  firebaseArgs(
    'emulators:exec',
    ['auth', 'firestore'],
    ['--export-on-exit', 'emulator-data', 'npx tsx scripts/seed/index.ts'],
  ),
  { env },
);
console.log('\nDemo data exported to emulator-data/.');
