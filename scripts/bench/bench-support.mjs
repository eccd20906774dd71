// What the browser benches share: the demo accounts they use, the machine's wall clock as pages
// stamp it, an admin Firestore on the emulator, ID tokens from the Auth emulator, percentiles, and
// a script of the Firebase SDK for a bare page (no app) on the app's origin.
import { build } from 'esbuild';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, root } from '../lib/processes.mjs';

export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const PEER = { uid: 'demo-peer', email: 'peer@demo.test' };
export const FACILITATOR = 'facilitator@demo.test';
export const PASSWORD = 'demo-password';

/** Wall-clock milliseconds with sub-millisecond resolution, as the pages stamp them. */
export const wallNow = () => performance.timeOrigin + performance.now();

/** The admin SDK's Firestore on the emulator, one app per bench (`name`). */
export function adminDb(/** @type {string} */ name) {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  // No credentials on the emulators: skip google-auth-library's probe of the cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
  return getFirestore(app);
}

/**
 * An ID token of `email` (the demo password) from the Auth emulator.
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function idToken(email) {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = /** @type {{ idToken?: string }} */ (await response.json());
  if (!body.idToken) throw new Error(`Could not sign in as ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * @typedef {{ p50: number, p95: number, n: number, max: number }} Percentiles
 */

/**
 * A measurement's figures, or `{ error }` in their place when it failed (none of the figures then).
 * @template T
 * @typedef {(T & { error?: undefined }) | ({ error: Error } & { [K in keyof T]?: undefined })} OrError
 */

/**
 * Nearest-rank percentiles of a list of milliseconds; a list with none has none (it throws).
 * @param {readonly number[]} values
 * @returns {Percentiles}
 */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => {
    const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    if (value === undefined) throw new Error('No samples to take percentiles of.');
    return value;
  };
  return { p50: at(50), p95: at(95), n: sorted.length, max: at(100) };
}

/** `contents` (a module importing the Firebase SDK the web app bundles) as one minified script for a bare page. */
export async function bareScript(/** @type {string} */ contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [script] = result.outputFiles;
  if (!script) throw new Error('esbuild wrote no script for the bare page.');
  return script.text;
}
