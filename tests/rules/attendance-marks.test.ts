/**
 * The roster's direct attendance marks (web/src/lib/attendance-writes.ts, the very functions the
 * app ships) against the rules: staff of the event's group may mark a peer of the event's cohorts,
 * with the record the API would write; nobody else, and nothing else.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAttendanceMark, writeAttendanceMark, type MarkTarget } from '../../web/src/lib/attendance-writes.ts';
import { dbAs, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => seed(env));

const appDbAs = (role: TestRole) => dbAs(env, role) as unknown as Firestore;

/** attendance/kickoff_peer as stored, read past the rules. */
async function storedRecord() {
  let data: unknown;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc('attendance/kickoff_peer').get()).data();
  });
  return data;
}

const kickoff = { id: 'kickoff', group: 'mgh', activity: 'kickoff' as const };
const peerAtKickoff: MarkTarget = { event: kickoff, userId: 'peer', cohort: 'mgh-a' };

/** A record as a client might forge it, with the server's time unless told otherwise. */
const forged = (overrides: object = {}) => ({
  id: 'kickoff_peer',
  event_id: 'kickoff',
  user_id: 'peer',
  group: 'mgh',
  cohort: 'mgh-a',
  status: 'attended',
  activity: 'kickoff',
  updated_at: serverTimestamp(),
  ...overrides,
});

describe('marks by role', () => {
  it.each(['facilitator', 'admin'] as const)('%s of the group marks a peer attended, then registered', async (role) => {
    const db = appDbAs(role);
    await assertSucceeds(writeAttendanceMark(db, peerAtKickoff, 'registered'));
    await assertSucceeds(writeAttendanceMark(db, peerAtKickoff, 'attended'));
    const stored = await storedRecord();
    expect(stored).toMatchObject({
      event_id: 'kickoff',
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
    });
  });

  it.each(['anonymous', 'peer', 'otherPeer', 'otherFacilitator'] as const)('%s may not mark', async (role) => {
    await assertFails(writeAttendanceMark(appDbAs(role), peerAtKickoff, 'attended'));
  });

  it('a facilitator marks an alumni-community member for an alumni event', async () => {
    const target: MarkTarget = {
      event: { id: 'alumni-mixer', group: 'mgh', activity: 'kickoff' },
      userId: 'alumnus',
      cohort: 'alumni',
    };
    await assertSucceeds(writeAttendanceMark(appDbAs('facilitator'), target, 'attended'));
  });
});

describe('marks of another shape', () => {
  const write = (id: string, data: object) => setDoc(doc(appDbAs('facilitator'), `attendance/${id}`), data);

  it.each([
    ['a record id that is not {event}_{user}', 'kickoff_someone', forged({ id: 'kickoff_someone' })],
    ['an id field that is not the record’s', 'kickoff_peer', forged({ id: 'other' })],
    ['another group than the event’s', 'kickoff_peer', forged({ group: 'harvard' })],
    ['another activity than the event’s', 'kickoff_peer', forged({ activity: 'check_in' })],
    ['a cohort the event is not for', 'kickoff_peer', forged({ cohort: 'mgh-b' })],
    [
      'a person not in the cohort named',
      'kickoff_otherPeer',
      forged({ id: 'kickoff_otherPeer', user_id: 'otherPeer' }),
    ],
    [
      'a staff member instead of a peer',
      'kickoff_facilitator',
      forged({ id: 'kickoff_facilitator', user_id: 'facilitator' }),
    ],
    ['an unknown status', 'kickoff_peer', forged({ status: 'present' })],
    ['an extra field', 'kickoff_peer', forged({ note: 'late' })],
    ['a missing field', 'kickoff_peer', (({ activity: _a, ...rest }) => rest)(forged())],
    ['the client’s clock instead of the server’s', 'kickoff_peer', forged({ updated_at: Timestamp.now() })],
    [
      'an event of another group',
      'harvard-kickoff_otherPeer',
      forged({
        id: 'harvard-kickoff_otherPeer',
        event_id: 'harvard-kickoff',
        user_id: 'otherPeer',
        group: 'harvard',
        cohort: 'harvard-a',
      }),
    ],
  ])('is refused: %s', async (_case, id, data) => {
    await assertFails(write(id, data));
  });

  it('is refused for a deadline', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('events/kickoff').update({ type: 'deadline' });
    });
    await assertFails(writeAttendanceMark(appDbAs('facilitator'), peerAtKickoff, 'attended'));
  });
});

describe('taking a mark back', () => {
  it('staff of the group delete a record (the undo of a first mark)', async () => {
    await assertSucceeds(clearAttendanceMark(appDbAs('facilitator'), 'kickoff', 'peer'));
    expect(await storedRecord()).toBeUndefined();
  });

  it.each(['anonymous', 'peer', 'otherPeer', 'otherFacilitator'] as const)('%s may not delete', async (role) => {
    await assertFails(clearAttendanceMark(appDbAs(role), 'kickoff', 'peer'));
  });
});
