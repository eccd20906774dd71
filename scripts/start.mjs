// `npm start` (and `npm run dev` with --dev): builds, starts the emulators with the committed
// demo data, brings its dates up to today, and serves the app. Ctrl-C stops everything it
// started. The committed emulator-data/ is only imported, never exported over.
// EMULATOR_SET=N starts on emulator set N (every port 10 × N above firebase.json's), beside
// another checkout's emulators on the same machine.
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { emulatorSet, SET_PORT_STEP } from './lib/emulator-sets.mjs';
import {
  firebaseArgs,
  PROJECT_ID,
  run,
  runBin,
  startBin,
  startMailCatcher,
  waitForEmulators,
  waitForUrl,
} from './lib/processes.mjs';

const set = emulatorSet(Number(process.env.EMULATOR_SET ?? 0));
const port = (/** @type {number} */ base) => base + SET_PORT_STEP * set.index;
const ports = {
  hub: port(4400),
  auth: port(9099),
  firestore: port(8080),
  functions: port(5001),
  hosting: port(5000),
};

const dev = process.argv.includes('--dev');
const emulators = dev ? ['auth', 'firestore', 'functions'] : ['auth', 'firestore', 'functions', 'hosting'];

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}
// At most four requests and trigger deliveries run at once (the rest queue on warm workers): with
// the CLI's default of 50, a room checking in at 5 a second started a worker per request and
// answered 13 of 200; bounded, it answered all 200 (npm run load, docs/load.md).
env.FUNCTIONS_EMULATOR_PARALLEL ??= '4';

const started = Date.now();
await run('npm', ['run', 'build', '-w', 'functions'], { env });
if (!dev) await run('npm', ['run', 'build', '-w', 'web'], { env });

/** @type {import('node:child_process').ChildProcess[]} */
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

children.push(startMailCatcher({ ports: set.mail }));
const firebase = startBin(
  'firebase',
  [...firebaseArgs('emulators:start', emulators, ['--import', 'emulator-data']), ...set.configArgs],
  { env: set.index > 0 ? { ...env, ...set.env } : env, stdio: ['inherit', 'pipe', 'pipe'] },
);
// The CLI's output is passed on; its "All emulators ready" comes once every trigger is loaded
// (the API answers its health check earlier, before the background triggers are registered).
/** @type {Promise<void>} */
const allReady = new Promise((resolve) => {
  for (const [from, to] of /** @type {const} */ ([
    [firebase.stdout, process.stdout],
    [firebase.stderr, process.stderr],
  ])) {
    // Piped (the stdio above): never null.
    if (!from) throw new Error("The emulators' output is not piped.");
    let tail = '';
    from.on('data', (/** @type {Buffer} */ chunk) => {
      to.write(chunk);
      const text = tail + chunk.toString();
      if (text.includes('All emulators ready')) resolve();
      tail = text.slice(-100);
    });
  }
});
children.push(firebase);
firebase.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators exited unexpectedly (${code}).`);
    stopAll(1);
  }
});

await waitForEmulators(emulators, { hub: `127.0.0.1:${ports.hub}` });
await waitForUrl(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/us-central1/publicApi/api/public/health`);
await allReady;
console.log("Moving the demo's dates to today, with the background triggers off...");
// Moves the demo's dates with the background triggers off and writes what they would derive
// itself, then checks they answer again (scripts/seed/redate-cli.ts): nothing is left to catch up
// once the line below says ready.
await runBin('tsx', ['scripts/seed/redate-cli.ts'], {
  env: {
    ...env,
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_EMULATOR_HUB: `127.0.0.1:${ports.hub}`,
  },
});

let url = `http://localhost:${ports.hosting}`;
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

  E-mail the app sends: http://localhost:${set.mail.webPort} (MailDev, SMTP on ${set.mail.smtpPort}).
  Emulators: auth ${ports.auth}, firestore ${ports.firestore}, functions ${ports.functions}${dev ? '' : `, hosting ${ports.hosting}`}. Ctrl-C stops everything.
`);
