// `npm run seed`: regenerates the deterministic demo data on clean emulators and exports it to
// emulator-data/ (Auth accounts and Firestore), which `npm start` imports. Commit the result.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { firebaseArgs, root, runBin } from './lib/processes.mjs';

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
