// Emulator sets (set 0 is `npm start`'s and `npm test`'s): a generated firebase.json per set, with the
// CSP opened to the emulators (withEmulatorOrigins). Parallel test runs on one machine: emulator set N is a whole copy of the emulators (hub, auth,
// Firestore, functions, Hosting, …) listening SET_PORT_STEP × N above firebase.json's ports, with
// its own config file, temp directory (where the hub leaves its locator file) and mail catcher.
// The web app finds its set's emulators from the port that served it (web/src/lib/firebase-app.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_CATCHER, root } from './processes.mjs';

export const SET_PORT_STEP = 10;

/** What set `index` listens on and the environment its suites and functions need. */
export function emulatorSet(index) {
  const offset = SET_PORT_STEP * index;
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const emulators = Object.fromEntries(
    Object.entries(base.emulators).map(([name, settings]) => {
      if (typeof settings !== 'object' || !('port' in settings)) return [name, settings];
      const moved = { ...settings, port: settings.port + offset };
      if ('websocketPort' in settings) moved.websocketPort = settings.websocketPort + offset;
      return [name, moved];
    }),
  );
  const at = (name) => `${emulators[name].host}:${emulators[name].port}`;
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
function withEmulatorOrigins(rule) {
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
