/**
 * A small world for the rules suite: two groups, their cohorts, and one person per role the
 * matrix asks about. `peer` is in cohort mgh-a of group mgh; everything probed belongs there.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { FIRESTORE, PROJECT_ID } from '../../support/emulators.ts';

export const ROLES = ['anonymous', 'peer', 'otherPeer', 'facilitator', 'otherFacilitator', 'admin'] as const;
export type TestRole = (typeof ROLES)[number];

const person = (id: string, role: string, group: string[], cohorts: string[], extra: object = {}) => ({
  id,
  role,
  group,
  group_list: role === 'peer' ? [] : group,
  cohort_list: cohorts,
  current_group: group[0],
  current_cohort: cohorts[0] ?? null,
  alumni_community: false,
  last_name: id,
  ...extra,
});

export const people = {
  peer: person('peer', 'peer', ['mgh'], ['mgh-a']),
  otherPeer: person('otherPeer', 'peer', ['harvard'], ['harvard-a']),
  facilitator: person('facilitator', 'facilitator', ['mgh'], []),
  otherFacilitator: person('otherFacilitator', 'facilitator', ['harvard'], []),
  admin: person('admin', 'admin', ['mgh', 'harvard'], []),
  alumnus: person('alumnus', 'peer', ['mgh'], ['mgh-b'], { alumni_community: true }),
};

const at = (iso: string) => new Date(iso);

export const documents: Record<string, object> = {
  'groups/mgh': { id: 'mgh', name: 'MGH', cohorts: ['mgh-a', 'mgh-b', 'alumni'] },
  'groups/harvard': { id: 'harvard', name: 'Harvard', cohorts: ['harvard-a'] },
  'groups/mgh/settings/certificate': { engagement_requirements: {} },
  'cohorts/mgh-a': { id: 'mgh-a', name: 'MGH A', group: 'mgh' },
  'cohorts/alumni': { id: 'alumni', name: 'Alumni', group: 'mgh' },
  'cohorts/harvard-a': { id: 'harvard-a', name: 'Harvard A', group: 'harvard' },
  'events/kickoff': { group: 'mgh', cohorts: ['mgh-a'], type: 'other', start_date: at('2026-01-05T14:00:00Z') },
  'events/alumni-mixer': { group: 'mgh', cohorts: ['alumni'], type: 'other', start_date: at('2026-01-06T14:00:00Z') },
  'events/harvard-kickoff': {
    group: 'harvard',
    cohorts: ['harvard-a'],
    type: 'other',
    start_date: at('2026-01-05T14:00:00Z'),
  },
  'attendance/kickoff_peer': {
    event_id: 'kickoff',
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    status: 'attended',
  },
  'attendance/harvard-kickoff_otherPeer': {
    event_id: 'harvard-kickoff',
    user_id: 'otherPeer',
    group: 'harvard',
    cohort: 'harvard-a',
    status: 'registered',
  },
  'announcements/welcome': { group: 'mgh', cohorts: ['mgh-a'], display: 'manual', visible: true, order: 1 },
  'announcements/draft': { group: 'mgh', cohorts: ['mgh-a'], display: 'manual', visible: false, order: 2 },
  'activities/peer': { user_id: 'peer', group: 'mgh', cohort: 'mgh-a', check_in: 2 },
  'mail/m1': { to: 'peer@demo.test', subject: 'Hello' },
  'meta/demo': { anchor_day: '2026-01-01' },
};

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  setLogLevel('silent'); // denied writes are expected here; the SDK would log each one
  // No `rules` here: the emulator already runs firestore.rules (firebase.json). Uploading them again
  // per file would start a new ruleset each time and reset the coverage report to the last file.
  return initializeTestEnvironment({ projectId: PROJECT_ID, firestore: FIRESTORE });
}

export async function seed(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      ...Object.values(people).map((p) => db.doc(`users/${p.id}`).set(p)),
      ...Object.entries(documents).map(([path, data]) => db.doc(path).set(data)),
    ]);
  });
}

export function dbAs(env: RulesTestEnvironment, role: TestRole | 'alumnus') {
  return role === 'anonymous' ? env.unauthenticatedContext().firestore() : env.authenticatedContext(role).firestore();
}
