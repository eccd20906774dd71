// Small helpers to run the tools the root scripts orchestrate, with inherited output.
/** @import { ChildProcess, SpawnOptions } from 'node:child_process' */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-peer-coaching';
/** The rules suite's project (tests/support/emulators.ts): no function serves it. */
export const RULES_PROJECT_ID = 'demo-peer-coaching-rules';
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);

/**
 * Runs a command to completion; rejects with its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Runs a binary from node_modules/.bin.
 * @param {string} name
 * @param {readonly string[]} args
 * @param {SpawnOptions} [options]
 */
export function runBin(name, args, options) {
  return run(bin(name), args, options);
}

/**
 * Starts a long-running binary from node_modules/.bin and returns the child.
 * @param {string} name
 * @param {readonly string[]} args
 * @param {SpawnOptions} [options]
 * @returns {ChildProcess}
 */
export function startBin(name, args, options = {}) {
  return spawn(bin(name), args, { cwd: root, stdio: 'inherit', ...options });
}

/**
 * The arguments every emulator command shares.
 * @param {string} command
 * @param {readonly string[]} only
 * @param {readonly string[]} [extra]
 */
export function firebaseArgs(command, only, extra = []) {
  return [command, '--only', only.join(','), '--project', PROJECT_ID, ...extra];
}

/** Environment a script needs to talk to the running emulators with the admin SDK. */
export const emulatorClientEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

/**
 * Polls the emulator hub until every named emulator reports in.
 * @param {readonly string[]} names
 * @param {{ timeoutMs?: number, hub?: string }} [options]
 */
export async function waitForEmulators(names, { timeoutMs = 180_000, hub = '127.0.0.1:4400' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) {
        // The hub's emulators by name.
        const running = /** @type {Record<string, unknown>} */ (await response.json());
        if (names.every((name) => name in running)) return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The emulators (${names.join(', ')}) did not start within ${timeoutMs / 1000} s.`);
}

/** Ports of the local SMTP catcher (MailDev) that receives every e-mail the functions send. */
export const MAIL_CATCHER = { smtpPort: 1025, webPort: 1080 };

/**
 * Starts the catcher (MailDev with a provider's refusals and an outage switch, mail-catcher.mjs):
 * SMTP on 1025, its web page (and REST API) on http://localhost:1080 (or `ports`).
 * @param {{ ports?: { smtpPort: number, webPort: number } } & SpawnOptions} [options]
 * @returns {ChildProcess}
 */
export function startMailCatcher({ ports = MAIL_CATCHER, ...options } = {}) {
  return spawn(
    process.execPath,
    [
      join(root, 'scripts', 'lib', 'mail-catcher.mjs'),
      ...['--ip', '127.0.0.1', '--smtp', String(ports.smtpPort), '--web', String(ports.webPort), '--silent'],
    ],
    { cwd: root, stdio: 'ignore', ...options },
  );
}

/**
 * Stops a child started here and waits for it to exit.
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 * @returns {Promise<void>}
 */
export function stopChild(child, signal = 'SIGINT') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Polls a URL until it answers 200 (e.g. the API's health check once the functions are loaded).
 * @param {string} url
 * @param {{ timeoutMs?: number }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 180_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** The health check through the functions emulator directly (works with and without Hosting). */
export const FUNCTIONS_HEALTH_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/publicApi/api/public/health`;
