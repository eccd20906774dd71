// API latency on the demo data, warm: p50 and p95 of the calls a peer's home and a facilitator's
// roster make, each next to a direct firebase-admin query of the same data in the same run.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { routes } from '../../domain/src/api/routes.ts';
import { PROJECT_ID } from '../lib/processes.mjs';

const API = 'http://127.0.0.1:5000';
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo';
const WARMUP = 10;
const RUNS = 100;

/** @typedef {{ current_cohort: string | null, current_group: string | null }} Profile what the bench reads of GET /api/shared/user */

async function idToken(/** @type {string} */ email) {
  const response = await fetch(AUTH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password', returnSecureToken: true }),
  });
  return /** @type {{ idToken: string }} */ (await response.json()).idToken;
}

/**
 * An endpoint's path from the endpoint table, with its query (arrays repeated, spec section 7).
 * @param {import('../../domain/src/api/routes.ts').RouteName} name
 * @param {Record<string, string | string[]>} query
 */
function pathOf(name, query) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) search.append(key, item);
  return `${routes[name].path}?${search}`;
}

/** The JSON body of a GET of `path` with `token`; throws unless it answers 2xx. */
async function getJson(/** @type {string} */ path, /** @type {string} */ token) {
  const response = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return /** @type {Promise<unknown>} */ (response.json());
}

/** Runs `fn` WARMUP + RUNS times in sequence; returns p50 and p95 of the measured runs in ms. */
async function percentiles(/** @type {() => Promise<unknown>} */ fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => {
    const time = times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    if (time === undefined) throw new Error('No runs to take percentiles of.');
    return time;
  };
  return { p50: at(50), p95: at(95) };
}

export async function measureApiLatency() {
  process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
  // No credentials on the emulators: skip google-auth-library's probe of the cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'));
  const [peerToken, facilitatorToken] = await Promise.all([
    idToken('peer@demo.test'),
    idToken('facilitator@demo.test'),
  ]);

  const peer = /** @type {Profile} */ (await getJson(pathOf('user', { id: 'demo-peer' }), peerToken));
  if (!peer.current_cohort || !peer.current_group)
    throw new Error('demo-peer has no current cohort: is the demo loaded?');
  // `cohorts` holds the names (spec section 3); the events query takes the ids beside them.
  const { cohort_ids: cohorts } = /** @type {{ cohort_ids: string[] }} */ (
    await getJson(pathOf('sharedCohorts', { cohort: peer.current_cohort, group: peer.current_group }), peerToken)
  );
  const eventsPath = pathOf('events', { shared_cohorts: cohorts });
  const { events } = /** @type {{ events: unknown[] }} */ (await getJson(eventsPath, peerToken));
  const eventsApi = await percentiles(() => getJson(eventsPath, peerToken));
  const eventsDirect = await percentiles(() =>
    db.collection('events').where('cohorts', 'array-contains-any', cohorts).orderBy('start_date').get(),
  );

  const facilitator = /** @type {Profile} */ (
    await getJson(pathOf('user', { id: 'demo-facilitator' }), facilitatorToken)
  );
  if (!facilitator.current_cohort) throw new Error('demo-facilitator has no current cohort: is the demo loaded?');
  const usersPath = pathOf('users', { cohort: facilitator.current_cohort });
  const { users } = /** @type {{ users: unknown[] }} */ (await getJson(usersPath, facilitatorToken));
  const usersApi = await percentiles(() => getJson(usersPath, facilitatorToken));
  const usersDirect = await percentiles(() =>
    db
      .collection('users')
      .where('role', '==', 'peer')
      .where('cohort_list', 'array-contains-any', [facilitator.current_cohort])
      .orderBy('last_name_lower')
      .get(),
  );

  return [
    {
      name: 'GET /api/user/events (peer home)',
      api: eventsApi,
      direct: eventsDirect,
      reads: 1 + events.length,
      readsNote: `1 profile + ${events.length} events (a program year)`,
    },
    {
      name: 'GET /api/facilitator/users (roster)',
      api: usersApi,
      direct: usersDirect,
      reads: 2 + users.length,
      readsNote: `1 profile + 1 cohort (group check) + ${users.length} peers`,
    },
  ];
}
