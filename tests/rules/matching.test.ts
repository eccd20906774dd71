/**
 * Matching rounds and partner documents under the rules (docs/matching.md), through the app's own
 * queries (web/src/lib/matching-queries.ts), for every role: rounds are the group's staff's only;
 * a peer reads their own partners document and nobody else's, not even their partner's; nobody
 * writes either from a browser (the API does).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEFAULT_MATCHING_WEIGHTS, matchingAssignmentId } from '@peer-coaching/domain';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  collection,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupMatchingRoundsQuery,
  ownMatchingAssignmentsQuery,
  roundAssignmentsQuery,
} from '../../web/src/lib/matching-queries.ts';
import { dbAs, ROLES, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
const at = new Date('2026-10-01T12:00:00Z');

/** peer's partner, in the same cohort (mgh-a). */
const partner = {
  id: 'partner',
  email: 'partner@rules.test',
  first_name: 'Partner',
  last_name: 'Peer',
  last_name_lower: 'peer',
  role: 'peer',
  group: ['mgh'],
  group_list: [],
  cohort: ['mgh-a'],
  cohort_list: ['mgh-a'],
  current_group: 'mgh',
  current_cohort: 'mgh-a',
  alumni_community: false,
  tutorial: true,
  last_login: at,
  status: 'confirmed',
  department: 'Surgery',
  created_at: at,
};

const round = {
  group: 'mgh',
  cohort: 'mgh-a',
  status: 'published',
  weights: DEFAULT_MATCHING_WEIGHTS,
  groups: [{ members: ['peer', 'partner'], score: 3, parts: [{ label: 'same goals +3', points: 3 }], locked: false }],
  unmatched: [],
  total: 3,
  random_total: 1,
  created_by: 'facilitator',
  created_at: at,
  updated_at: at,
  published_at: at,
  emailed_at: null,
};

const assignment = (userId: string, other: string) => ({
  round_id: 'r1',
  group: 'mgh',
  cohort: 'mgh-a',
  user_id: userId,
  partners: [{ user_id: other, name: other, email: `${other}@rules.test` }],
  common_times: ['Weekends'],
  published_at: at,
});

beforeAll(async () => {
  env = await startRulesEnvironment();
  await seed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      db.doc('users/partner').set(partner),
      db.doc('matching_rounds/r1').set(round),
      db.doc(`matching_partners/${matchingAssignmentId('r1', 'peer')}`).set(assignment('peer', 'partner')),
      db.doc(`matching_partners/${matchingAssignmentId('r1', 'partner')}`).set(assignment('partner', 'peer')),
    ]);
  });
});
afterAll(() => env.cleanup());

const appDbAs = (role: TestRole | 'partner') =>
  (role === 'partner' ? env.authenticatedContext('partner').firestore() : dbAs(env, role)) as unknown as Firestore;
const staff: TestRole[] = ['facilitator', 'admin'];
const expectOutcome = (allowed: boolean, operation: Promise<unknown>) =>
  allowed ? assertSucceeds(operation) : assertFails(operation);

describe('matching_rounds', () => {
  it.each(ROLES)('get and list the group rounds as %s: staff of the group only', async (role) => {
    const db = appDbAs(role);
    await expectOutcome(staff.includes(role), getDoc(doc(db, 'matching_rounds/r1')));
    await expectOutcome(staff.includes(role), getDocs(groupMatchingRoundsQuery(db, 'mgh')));
  });

  it('shows nothing of a round to a peer placed in it', async () => {
    await assertFails(getDoc(doc(appDbAs('partner'), 'matching_rounds/r1')));
    await assertFails(getDocs(query(collection(appDbAs('peer'), 'matching_rounds'), where('cohort', '==', 'mgh-a'))));
  });
});

describe('matching_partners', () => {
  const mine = `matching_partners/${matchingAssignmentId('r1', 'peer')}`;
  const theirs = `matching_partners/${matchingAssignmentId('r1', 'partner')}`;

  it.each(ROLES)("peer's own document as %s: the peer and the group's staff", async (role) => {
    const db = appDbAs(role);
    const allowed = role === 'peer' || staff.includes(role);
    await expectOutcome(allowed, getDoc(doc(db, mine)));
    // By person alone only the owner (and an admin, who reads everything): staff of a group list
    // through queries filtered on the group (roundAssignmentsQuery), which the rules can prove.
    await expectOutcome(role === 'peer' || role === 'admin', getDocs(ownMatchingAssignmentsQuery(db, 'peer')));
    await expectOutcome(staff.includes(role), getDocs(roundAssignmentsQuery(db, 'mgh', 'r1')));
  });

  it('a peer sees only their own partner: their own document, and not their partner’s', async () => {
    const db = appDbAs('peer');
    const own = await getDocs(ownMatchingAssignmentsQuery(db, 'peer'));
    expect(own.docs.map((d) => d.data().partners.map((p) => p.user_id))).toEqual([['partner']]);
    await assertFails(getDoc(doc(db, theirs)));
    await assertFails(getDocs(ownMatchingAssignmentsQuery(db, 'partner')));
    await assertFails(getDocs(roundAssignmentsQuery(db, 'mgh', 'r1')));
    await assertFails(getDocs(collection(db, 'matching_partners')));
    const partnerDb = appDbAs('partner');
    await assertSucceeds(getDoc(doc(partnerDb, theirs)));
    await assertFails(getDoc(doc(partnerDb, mine)));
  });

  it.each([...ROLES, 'partner' as const])(
    'nobody writes rounds or partner documents from a browser (%s)',
    async (role) => {
      const db = appDbAs(role);
      await assertFails(setDoc(doc(db, 'matching_rounds/fresh'), round));
      await assertFails(updateDoc(doc(db, 'matching_rounds/r1'), { status: 'draft' }));
      await assertFails(deleteDoc(doc(db, 'matching_rounds/r1')));
      await assertFails(
        setDoc(doc(db, `matching_partners/${matchingAssignmentId('r2', 'peer')}`), assignment('peer', 'x')),
      );
      await assertFails(updateDoc(doc(db, mine), { partners: [] }));
      await assertFails(deleteDoc(doc(db, mine)));
    },
  );
});
