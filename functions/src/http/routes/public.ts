/** Endpoints without authentication: only facts that are safe to show anyone. */
import type { Handlers } from '../register.ts';

/** Which emulators this function instance is wired to (empty in production). */
function emulatorsSeen() {
  return {
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? null,
    functions: process.env.FUNCTIONS_EMULATOR === 'true',
  };
}

export const publicHandlers: Handlers<'health'> = {
  health: async () => ({ status: 'ok', version: __APP_VERSION__, emulators: emulatorsSeen() }),
};
