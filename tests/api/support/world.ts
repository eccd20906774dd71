/**
 * The API suite's world: two groups, their cohorts, one account per role of the matrix, events,
 * attendance, announcements and settings. Written with the admin SDK, signed in over REST.
 */
import { describeIssues, endpoints } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { API_BASE_URL } from '../../support/emulators.ts';
import { adminAuth, adminDb, clearEmulators, idTokenFor } from '../../support/admin.ts';
import { profileDoc } from '../../support/profiles.ts';

export const CALLERS = ['peer', 'otherPeer', 'facilitator', 'otherFacilitator', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** A profile of the API suite's world (tests/support/profiles.ts), e-mail `<id>@api.test`. */
export const person = (id: string, role: string, group: string[], cohorts: string[], extra: object = {}) =>
  profileDoc(id, role, group, cohorts, 'api.test', extra);

export const people = {
  peer: person('peer', 'peer', ['mgh'], ['mgh-a'], { last_name: 'Okafor', last_name_lower: 'okafor' }),
  otherPeer: person('otherPeer', 'peer', ['harvard'], ['harvard-a']),
  facilitator: person('facilitator', 'facilitator', ['mgh'], ['mgh-a']),
  otherFacilitator: person('otherFacilitator', 'facilitator', ['harvard'], ['harvard-a']),
  admin: person('admin', 'admin', ['mgh', 'harvard'], ['mgh-a']),
  // Extra peers of mgh-a for the sort of section 5 (case-insensitive by last name).
  mcdonald: person('mcdonald', 'peer', ['mgh'], ['mgh-a'], { last_name: 'McDonald', last_name_lower: 'mcdonald' }),
  adams: person('adams', 'peer', ['mgh'], ['mgh-a'], { last_name: 'adams', last_name_lower: 'adams' }),
  baker: person('baker', 'peer', ['mgh'], ['mgh-a'], { last_name: 'Baker', last_name_lower: 'baker' }),
  // With its cohort's name, as every profile holds it (a rename rewrites it; shared_cohorts reads it).
  alumnus: person('alumnus', 'peer', ['mgh'], ['mgh-b'], { alumni_community: true, cohort: ['MGH B'] }),
};

const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
const requirement = (value_min: number, value_max: number, value: string | boolean = '') => ({
  value_min,
  value_max,
  value,
  user_note: '',
  title: '',
});

const documents: Record<string, object> = {
  'groups/mgh': { id: 'mgh', name: 'MGH', cohorts: ['mgh-a', 'mgh-b', 'alumni'] },
  'groups/harvard': { id: 'harvard', name: 'Harvard', cohorts: ['harvard-a'] },
  'groups/facilitators': { id: 'facilitators', name: 'Facilitators sandbox', cohorts: ['facilitators-sandbox'] },
  'cohorts/mgh-a': {
    id: 'mgh-a',
    name: 'MGH A',
    group: 'mgh',
    alumni: false,
    start_date: ts('2026-01-01T05:00:00Z'),
    end_date: ts('2026-12-31T05:00:00Z'),
  },
  'cohorts/mgh-b': {
    id: 'mgh-b',
    name: 'MGH B',
    group: 'mgh',
    alumni: false,
    start_date: ts('2026-01-01T05:00:00Z'),
    end_date: ts('2026-12-31T05:00:00Z'),
  },
  'cohorts/alumni': {
    id: 'alumni',
    name: 'Alumni',
    group: 'mgh',
    alumni: true,
    start_date: ts('2026-01-01T05:00:00Z'),
    end_date: ts('2026-12-31T05:00:00Z'),
  },
  'cohorts/harvard-a': {
    id: 'harvard-a',
    name: 'Harvard A',
    group: 'harvard',
    alumni: false,
    start_date: ts('2026-01-01T05:00:00Z'),
    end_date: ts('2026-12-31T05:00:00Z'),
  },
  'cohorts/facilitators-sandbox': {
    id: 'facilitators-sandbox',
    name: 'Sandbox',
    group: 'facilitators',
    alumni: false,
    start_date: ts('2026-01-01T05:00:00Z'),
    end_date: ts('2026-12-31T05:00:00Z'),
  },
  'events/kickoff': {
    title: 'Kickoff',
    description: '',
    location: 'Room 1',
    type: 'other',
    kind: 'kickoff',
    activity: 'kickoff',
    group: 'mgh',
    cohorts: ['mgh-a'],
    start_date: ts('2026-01-05T14:00:00Z'),
    end_date: ts('2026-01-05T16:00:00Z'),
  },
  'events/essay-due': {
    title: 'Essay due',
    description: '',
    location: 'Room 1',
    type: 'deadline',
    kind: 'deadline',
    activity: null,
    group: 'mgh',
    cohorts: ['mgh-a', 'mgh-b'],
    start_date: ts('2026-01-03T04:59:00Z'),
    end_date: ts('2026-01-03T04:59:00Z'),
  },
  'events/alumni-mixer': {
    title: 'Alumni mixer',
    description: '',
    location: 'Room 1',
    type: 'other',
    kind: 'workshop',
    activity: null,
    group: 'mgh',
    cohorts: ['alumni'],
    start_date: ts('2026-01-06T23:00:00Z'),
    end_date: ts('2026-01-07T01:00:00Z'),
  },
  'events/harvard-kickoff': {
    title: 'Harvard kickoff',
    description: '',
    location: 'Room 1',
    type: 'other',
    kind: 'kickoff',
    activity: 'kickoff',
    group: 'harvard',
    cohorts: ['harvard-a'],
    start_date: ts('2026-01-05T14:00:00Z'),
    end_date: ts('2026-01-05T16:00:00Z'),
  },
  'events/sandbox-session': {
    title: 'Sandbox session',
    description: '',
    location: 'Room 1',
    type: 'other',
    kind: 'coaching',
    activity: null,
    group: 'facilitators',
    cohorts: ['facilitators-sandbox'],
    start_date: ts('2026-01-05T14:00:00Z'),
    end_date: ts('2026-01-05T16:00:00Z'),
  },
  'attendance/kickoff_peer': {
    id: 'kickoff_peer',
    event_id: 'kickoff',
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    status: 'attended',
    activity: 'kickoff',
    updated_at: ts('2026-01-05T17:00:00Z'),
  },
  'attendance/harvard-kickoff_otherPeer': {
    id: 'harvard-kickoff_otherPeer',
    event_id: 'harvard-kickoff',
    user_id: 'otherPeer',
    group: 'harvard',
    cohort: 'harvard-a',
    status: 'registered',
    activity: 'kickoff',
    updated_at: ts('2026-01-02T17:00:00Z'),
  },
  'announcements/welcome': {
    title: 'Welcome',
    body: '',
    group: 'mgh',
    cohorts: ['mgh-a'],
    display: 'manual',
    visible: true,
    order: 2,
    start_date: null,
    end_date: null,
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'announcements/draft': {
    title: 'Draft',
    body: '',
    group: 'mgh',
    cohorts: ['mgh-a'],
    display: 'manual',
    visible: false,
    order: 1,
    start_date: null,
    end_date: null,
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'announcements/expired': {
    title: 'Expired',
    body: '',
    group: 'mgh',
    cohorts: ['mgh-a'],
    display: 'timed',
    visible: true,
    order: 3,
    start_date: ts('2025-01-01T00:00:00Z'),
    end_date: ts('2025-02-01T00:00:00Z'),
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'announcements/current': {
    title: 'Current',
    body: '',
    group: 'mgh',
    cohorts: ['mgh-a'],
    display: 'timed',
    visible: true,
    order: 4,
    start_date: ts('2025-01-01T00:00:00Z'),
    end_date: ts('2099-01-01T00:00:00Z'),
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'announcements/harvard-news': {
    title: 'Harvard news',
    body: '',
    group: 'harvard',
    cohorts: ['harvard-a'],
    display: 'manual',
    visible: true,
    order: 1,
    start_date: null,
    end_date: null,
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'announcements/sandbox-news': {
    title: 'Sandbox news',
    body: '',
    group: 'facilitators',
    cohorts: ['facilitators-sandbox'],
    display: 'manual',
    visible: true,
    order: 1,
    start_date: null,
    end_date: null,
    created_at: ts('2025-12-15T15:00:00Z'),
  },
  'groups/mgh/settings/certificate': {
    engagement_requirements: {
      kickoff: requirement(1, 1),
      check_in: requirement(4, 6),
      completion: requirement(1, 1),
      office_hours: requirement(2, 3),
      reflection: requirement(0, 0),
      kickoff_response: requirement(0, 0, true),
      program_eval: requirement(0, 0, true),
    },
  },
  'activities/peer': {
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    kickoff: 1,
    check_in: 0,
    completion: 0,
    office_hours: 0,
    reflection: 0,
    kickoff_response: true,
    program_eval: false,
    attendance: { kickoff: 'attended' },
    updated_at: ts('2026-01-05T17:00:00Z'),
  },
};

export async function buildWorld() {
  await clearEmulators();
  await Promise.all([
    ...Object.values(people).map(async (p) => {
      await adminAuth.createUser({ uid: p.id, email: p.email, password: 'test-password' });
      await adminDb.doc(`users/${p.id}`).set(p);
    }),
    ...Object.entries(documents).map(([path, data]) => adminDb.doc(path).set(data)),
  ]);
  const callers = [...CALLERS, 'alumnus'] as const;
  const tokens = await Promise.all(callers.map((c) => idTokenFor(people[c].email)));
  return Object.fromEntries(callers.map((c, i) => [c, tokens[i]])) as Record<(typeof callers)[number], string>;
}

/** Calls the API through the Hosting rewrite, as the browser does. */
export async function call(
  path: string,
  {
    token,
    method = 'GET',
    body,
    headers = {},
  }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  if (response.ok) checkContract(method, path, response.status, json);
  await checkAuditEntry(method, path, { token, body, ok: response.ok, headers: response.headers, json });
  const answer = { status: response.status, body: json as Record<string, unknown> & { error?: string } };
  // The raw text (an .ics file is not JSON) and the headers, kept out of toEqual's sight so that
  // suites compare `{status, body}` as before.
  return Object.defineProperties(answer, {
    text: { value: text, enumerable: false },
    headers: { value: response.headers, enumerable: false },
  }) as typeof answer & { readonly text: string; readonly headers: Headers };
}

/**
 * Every successful answer must match its endpoint's response schema in the endpoint table
 * (domain/src/api/endpoints.ts), with the row's success status (200, or 201 for a creation);
 * `answeredEndpoints` records which endpoints were seen answering.
 */
export const answeredEndpoints = new Set<string>();

/** A table path as a pattern: each `:name` parameter is one path segment. */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+')}$`);

/** The endpoint table's row of a call, by method and path. */
function endpointOf(method: string, path: string) {
  const pathname = new URL(path, 'http://localhost').pathname;
  const entry = Object.entries(endpoints).find(([, e]) => e.method === method && pathPattern(e.path).test(pathname));
  return { pathname, entry };
}

function checkContract(method: string, path: string, status: number, json: unknown) {
  const { pathname, entry } = endpointOf(method, path);
  if (!entry) throw new Error(`${method} ${pathname} answered 2xx but is not in the endpoint table`);
  const [name, endpoint] = entry;
  const expected = 'status' in endpoint ? endpoint.status : 200;
  if (status !== expected) throw new Error(`${method} ${pathname} answered ${status} instead of ${expected}`);
  const result = endpoint.response.safeParse(json);
  if (!result.success) {
    throw new Error(`${method} ${pathname} broke its response schema: ${describeIssues(result.error)}`);
  }
  answeredEndpoints.add(name);
}

/** The uid an ID token was issued to (its payload's `sub`; the token is the emulator's, unsigned). */
const uidOfToken = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

/**
 * Issue 24: every staff write leaves exactly one audit entry. Each call of the suite to an audited
 * endpoint is checked: a success names its entry (x-audit-entry), which exists with the call's
 * action and the caller as actor; a refusal names none. The only successes without one are those
 * that write nothing: a preview, and a reminder with nobody to remind.
 */
async function checkAuditEntry(
  method: string,
  path: string,
  call: { token: string | undefined; body: unknown; ok: boolean; headers: Headers; json: unknown },
) {
  const id = call.headers.get('x-audit-entry');
  const audit = (endpointOf(method, path).entry?.[1] as { audit?: string } | undefined)?.audit;
  const where = `${method} ${path}`;
  if (!audit || !call.ok) {
    if (id) throw new Error(`${where} named an audit entry (${id}) but ${audit ? 'failed' : 'is not audited'}`);
    return;
  }
  if (!id) {
    const wroteNothing =
      (call.body as { preview?: unknown } | undefined)?.preview === true ||
      (call.json as { sent?: unknown } | undefined)?.sent === 0;
    if (!wroteNothing) throw new Error(`${where}: a staff write left no audit entry`);
    return;
  }
  const entry = (await adminDb.doc(`audit_log/${id}`).get()).data();
  if (!entry) throw new Error(`${where}: its audit entry ${id} is not stored`);
  const actor = call.token ? uidOfToken(call.token) : null;
  if (entry.action !== audit || entry.actor_id !== actor) {
    throw new Error(`${where}: audit entry ${id} says ${entry.action} by ${entry.actor_id}, not ${audit} by ${actor}`);
  }
}
