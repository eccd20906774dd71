/**
 * Addresses of the emulators the suites run against: firebase.json's ports, or those of the
 * emulator set running them (`firebase emulators:exec` and scripts/lib/emulator-sets.mjs set the
 * variables).
 */
export const PROJECT_ID = 'demo-peer-coaching';
/**
 * The rules suite's own project on the same Firestore emulator: firestore.rules hold there too, but
 * the functions emulator serves PROJECT_ID only, so the suite's ~1,000 reseeds wake no trigger (they
 * used to leave minutes of deliveries queued for the suites after it). docs/decisions.md.
 */
export const RULES_PROJECT_ID = 'demo-peer-coaching-rules';
/**
 * The scale test's project (tests/e2e/scale.test.ts): the large program's 24,000 documents are
 * written there, where no function is served, so they wake no trigger delivery and leave the demo
 * project as it was.
 */
export const SCALE_PROJECT_ID = 'demo-peer-coaching-scale';
const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
export const FIRESTORE = { host: firestoreHost!, port: Number(firestorePort) };
export const AUTH_URL = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
/** Hosting rewrites /api/** to the api function, as in production. */
export const API_BASE_URL = process.env.API_BASE_URL ?? 'http://127.0.0.1:5000';
/** The api function itself on the functions emulator, for suites that need no Hosting in between. */
export const API_FUNCTION_URL = process.env.API_FUNCTION_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;
/** The public endpoints' function (/api/public/**; Hosting sends them there). */
export const PUBLIC_API_FUNCTION_URL =
  process.env.PUBLIC_API_FUNCTION_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/publicApi`;
/** MailDev, the SMTP catcher the outbox trigger delivers to during tests and `npm start`. */
export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';
