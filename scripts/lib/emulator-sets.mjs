// Parallel test runs on one machine: emulator set N is a whole copy of the emulators (hub, auth,
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
  let configArgs = [];
  if (index > 0) {
    // Paths inside the config (rules, functions source, Hosting's folder) are relative to it.
    const config = join(root, `.emulator-set-${index}.firebase.json`);
    writeFileSync(config, JSON.stringify({ ...base, emulators }, null, 2));
    configArgs = ['--config', config];
  }
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
