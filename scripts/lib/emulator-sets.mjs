// Emulator sets (set 0 is `npm start`'s and `npm test`'s): a generated firebase.json per set, with the
// CSP opened to the emulators (withEmulatorOrigins). Parallel test runs on one machine: emulator set N is a whole copy of the emulators (hub, auth,
// Firestore, functions, Hosting, …) listening SET_PORT_STEP × N above firebase.json's ports, with
// its own config file, temp directory (where the hub leaves its locator file) and mail catcher.
// The web app finds its set's emulators from the port that served it (web/src/lib/firebase-app.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_CATCHER, root } from './processes.mjs';

/**
 * What this reads of firebase.json: the emulators' settings (most an address, some a flag or the
 * UI's settings) and Hosting's headers; the rest is copied as it is.
 * @typedef {{ host: string, port: number, websocketPort?: number }} EmulatorAddress
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ source: string, headers: Header[] }} HeaderRule
 * @typedef {{
 *   emulators: Record<string, unknown>,
 *   hosting: { headers: HeaderRule[], [key: string]: unknown },
 *   [key: string]: unknown,
 * }} FirebaseJson
 */

/**
 * Whether an entry of firebase.json's emulators is one's address (not a flag such as
 * singleProjectMode, nor the UI's settings).
 * @param {unknown} settings
 * @returns {settings is EmulatorAddress}
 */
const isAddress = (settings) => typeof settings === 'object' && settings !== null && 'port' in settings;

/**
 * One emulator set: its `--config` arguments, its mail catcher's ports, and the environment its
 * suites and functions need.
 * @typedef {{
 *   index: number,
 *   configArgs: string[],
 *   mail: { smtpPort: number, webPort: number },
 *   env: Record<string, string>,
 * }} EmulatorSet
 */

export const SET_PORT_STEP = 10;

/**
 * What set `index` listens on and the environment its suites and functions need.
 * @param {number} index
 * @returns {EmulatorSet}
 */
export function emulatorSet(index) {
  const offset = SET_PORT_STEP * index;
  /** @type {FirebaseJson} */
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const emulators = Object.fromEntries(
    Object.entries(base.emulators).map(([name, settings]) => {
      if (!isAddress(settings)) return [name, settings];
      const moved = { ...settings, port: settings.port + offset };
      if (settings.websocketPort !== undefined) moved.websocketPort = settings.websocketPort + offset;
      return [name, moved];
    }),
  );
  const at = (/** @type {string} */ name) => {
    const settings = emulators[name];
    if (!isAddress(settings)) throw new Error(`firebase.json gives the ${name} emulator no host and port.`);
    return `${settings.host}:${settings.port}`;
  };
  // Paths inside the config (rules, functions source, Hosting's folder) are relative to it.
  const config = join(root, `.emulator-set-${index}.firebase.json`);
  const hosting = { ...base.hosting, headers: base.hosting.headers.map(withEmulatorOrigins) };
  writeFileSync(config, JSON.stringify({ ...base, hosting, emulators }, null, 2));
  const configArgs = ['--config', config];
  const tmp = join('/tmp', `peer-coaching-emulator-set-${index}`);
  mkdirSync(tmp, { recursive: true });
  const mail = { smtpPort: MAIL_CATCHER.smtpPort + offset, webPort: MAIL_CATCHER.webPort + offset };
  return {
    index,
    configArgs,
    mail,
    env: {
      TMPDIR: tmp,
      E2E_BASE_URL: `http://${at('hosting')}`,
      API_BASE_URL: `http://${at('hosting')}`,
      API_FUNCTION_URL: `http://${at('functions')}/demo-peer-coaching/us-central1/api`,
      PUBLIC_API_FUNCTION_URL: `http://${at('functions')}/demo-peer-coaching/us-central1/publicApi`,
      // The functions read it on the emulators only (functions/src/config/smtp.ts); the tests read the catcher.
      EMULATOR_SMTP_PORT: String(mail.smtpPort),
      MAIL_CATCHER_URL: `http://127.0.0.1:${mail.webPort}`,
      EMULATOR_SET: String(index),
    },
  };
}

/**
 * The production Content-Security-Policy, plus what the demo build reaches on the emulators: the
 * Auth, Firestore and Functions emulators on this machine. Everything else of the policy holds as
 * deployed, so the end-to-end suite runs the app under it (docs/deploy.md, "Security headers").
 */
function withEmulatorOrigins(/** @type {HeaderRule} */ rule) {
  const local = 'http://127.0.0.1:* http://localhost:* ws://127.0.0.1:* ws://localhost:*';
  return {
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? {
            ...header,
            value: header.value
              .replace(/(connect-src [^;]*)/, `$1 ${local}`)
              .replace(/(frame-src [^;]*)/, '$1 http://127.0.0.1:* http://localhost:*'),
          }
        : header,
    ),
  };
}
