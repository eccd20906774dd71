// `npm start` (and `npm run dev` with --dev): builds, starts the emulators with the committed
// demo data, brings its dates up to today, and serves the app. Ctrl-C stops everything it
// started. The committed emulator-data/ is only imported, never exported over.
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { emulatorSet } from './lib/emulator-sets.mjs';
import {
  emulatorClientEnv,
  firebaseArgs,
  MAIL_CATCHER,
  run,
  runBin,
  startBin,
  startMailCatcher,
  waitForEmulators,
  waitForUrl,
  FUNCTIONS_HEALTH_URL,
} from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const emulators = dev ? ['auth', 'firestore', 'functions'] : ['auth', 'firestore', 'functions', 'hosting'];

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}

const started = Date.now();
await run('npm', ['run', 'build', '-w', 'functions'], { env });
if (!dev) await run('npm', ['run', 'build', '-w', 'web'], { env });

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the emulators...');
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const exited = children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null));
  Promise.all(exited).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

children.push(startMailCatcher());
const firebase = startBin(
  'firebase',
  [...firebaseArgs('emulators:start', emulators, ['--import', 'emulator-data']), ...emulatorSet(0).configArgs],
  { env },
);
children.push(firebase);
firebase.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators exited unexpectedly (${code}).`);
    stopAll(1);
  }
});

await waitForEmulators(emulators);
await waitForUrl(FUNCTIONS_HEALTH_URL);
await runBin('tsx', ['scripts/seed/redate-cli.ts'], { env: { ...env, ...emulatorClientEnv } });

let url = 'http://localhost:5000';
if (dev) {
  children.push(
    startBin('vite', ['--port', '5173', '--strictPort'], { env, cwd: new URL('../web', import.meta.url).pathname }),
  );
  url = 'http://localhost:5173';
}

const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./seed/accounts.mjs');
console.log(`
  Peer Coaching is running at ${url}   (ready in ${Math.round((Date.now() - started) / 1000)} s)

  Demo accounts (password: ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`).join('\n')}

  E-mail the app sends: http://localhost:${MAIL_CATCHER.webPort} (MailDev, SMTP on ${MAIL_CATCHER.smtpPort}).
  Emulators: auth 9099, firestore 8080, functions 5001${dev ? '' : ', hosting 5000'}. Ctrl-C stops everything.
`);
