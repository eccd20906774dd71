/**
 * The seed and redate steps write with the admin SDK, which bypasses security rules. They must
 * only ever reach the local emulators: refuse to start unless the SDK is pointed at them.
 */

export const DEMO_PROJECT_ID = 'demo-peer-coaching';

export type EmulatorVariable = 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST';

export class NotOnEmulatorsError extends Error {}

/** Throws a one-sentence error naming the missing variables. */
export function assertEmulators(
  required: readonly EmulatorVariable[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  throw new NotOnEmulatorsError(
    `Refusing to run: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set, so this could ` +
      `reach a real Firebase project. Run it inside \`firebase emulators:exec\` (npm run seed) instead.`,
  );
}

/** host:port on this machine: the loopback range, localhost or [::1]. */
const LOCAL_HOST = /^(127(\.\d{1,3}){3}|localhost|\[::1\]):\d{1,5}$/;

/**
 * As assertEmulators, and each host must be on this machine: the admin SDK only ever talks to an
 * emulator there (a real project is never reached through a loopback address).
 */
export function assertLocalEmulators(
  required: readonly EmulatorVariable[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  assertEmulators(required, env);
  const remote = required.filter((name) => !LOCAL_HOST.test(env[name]!.trim()));
  if (remote.length === 0) return;
  throw new NotOnEmulatorsError(
    `Refusing to run: ${remote.map((name) => `${name}=${env[name]}`).join(' and ')} is not an emulator on this ` +
      `machine (127.0.0.1, localhost or [::1]).`,
  );
}
