import { emulatorEnv } from './lib/emulator-env.mjs';
import { emulatorSet } from './lib/emulator-sets.mjs';
import { firebaseArgs, runBin } from './lib/processes.mjs';
const set = emulatorSet(3);
await runBin('firebase', [...firebaseArgs('emulators:exec', ['auth','firestore','functions','hosting'], ['npx tsx tests/e2e/support/take-settings-sections-screenshots.ts']), ...set.configArgs], { env: { ...emulatorEnv(), ...set.env } });
