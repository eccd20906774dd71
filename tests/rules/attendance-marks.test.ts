/**
 * The roster's direct attendance marks (web/src/lib/attendance-writes.ts, the very functions the
 * app ships) against the rules: staff of the event's group may mark a peer of the event's cohorts,
 * with the record the API would write and themselves as its marker (the attendance trigger's
 * audit entry names them, docs/audit-log.md); nobody else, and nothing else. Nobody deletes a
 * record from the browser: the undo goes through the API, which logs it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, FieldPath, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { writeAttendanceMark, type MarkTarget } from '../../web/src/lib/attendance-writes.ts';
import {} from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs, testEnv } = rulesSuite();

type Role = Parameters<typeof appDbAs>[0];
/** The roster's mark by `role`, naming them as its marker as the app does (their uid is the role). */
const markAs = (role: Role, target: MarkTarget, status: 'attended' | 'registered', marker: string = role) =>
  writeAttendanceMark(appDbAs(role), target, status, marker);

/** A document as stored, read past the rules. */
async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await testEnv().withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data;
}

const storedRecord = () => stored('attendance/kickoff_peer');

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
  marked_by: 'facilitator',
  ...overrides,
});

describe('marks by role', () => {
  it.each(['facilitator', 'admin'] as const)('%s of the group marks a peer attended, then registered', async (role) => {
    await assertSucceeds(markAs(role, peerAtKickoff, 'registered'));
    await assertSucceeds(markAs(role, peerAtKickoff, 'attended'));
    const stored = await storedRecord();
    expect(stored).toMatchObject({
      event_id: 'kickoff',
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
      marked_by: role,
    });
  });

  it.each(['anonymous', 'peer', 'otherPeer', 'otherFacilitator'] as const)('%s may not mark', async (role) => {
    await assertFails(markAs(role, peerAtKickoff, 'attended'));
  });

  it('a mark naming someone else as its marker is refused', async () => {
    await assertFails(markAs('facilitator', peerAtKickoff, 'attended', 'admin'));
    await assertSucceeds(markAs('facilitator', peerAtKickoff, 'attended'));
  });

  it('a facilitator marks an alumni-community member for an alumni event', async () => {
    const target: MarkTarget = {
      event: { id: 'alumni-mixer', group: 'mgh', activity: 'kickoff' },
      userId: 'alumnus',
      cohort: 'alumni',
    };
    await assertSucceeds(markAs('facilitator', target, 'attended'));
    // The alumnus has no activities document yet: the record alone; in the app the recount trigger
    // creates it (no trigger watches this suite's project).
    expect(await stored('attendance/alumni-mixer_alumnus')).toMatchObject({ status: 'attended' });
    expect(await stored('activities/alumnus')).toBeUndefined();
  });
});

describe("the mark's entry in the person's attendance map", () => {
  it('is written with the record', async () => {
    await assertSucceeds(markAs('facilitator', peerAtKickoff, 'registered'));
    // The entry is what the rules ask for; the rest of the document is the recount trigger's.
    expect(await stored('activities/peer')).toMatchObject({ attendance: { kickoff: 'registered' } });
  });

  /**
   * A facilitator's batch: the record (unless null), then the update of activities/peer: the
   * fields and values given, then updated_at (the server's time unless told) and marked_event.
   */
  function markWith(
    record: object | null,
    update: [FieldPath | string, unknown, ...unknown[]],
    { named = 'kickoff', clock = serverTimestamp() as unknown } = {},
  ) {
    const db = appDbAs('facilitator');
    const batch = writeBatch(db);
    if (record) batch.set(doc(db, 'attendance/kickoff_peer'), record);
    const [field, value, ...more] = update;
    batch.update(doc(db, 'activities/peer'), field, value, ...more, 'updated_at', clock, 'marked_event', named);
    return batch.commit();
  }
  const entry = (eventId: string) => new FieldPath('attendance', eventId);

  it('is accepted as the roster writes it (the control of the cases below)', async () => {
    await assertSucceeds(markWith(forged(), [entry('kickoff'), 'attended']));
  });

  it.each([
    [
      'an entry that differs from the record',
      () => markWith(forged({ status: 'registered' }), [entry('kickoff'), 'attended']),
    ],
    ['an entry with no record behind it', () => markWith(null, [entry('other'), 'attended'], { named: 'other' })],
    ['an entry other than the one named', () => markWith(forged(), [entry('other'), 'attended'])],
    ['a second entry', () => markWith(forged(), [entry('kickoff'), 'attended', entry('other'), 'attended'])],
    ['a count', () => markWith(forged(), [entry('kickoff'), 'attended', 'check_in', 5])],
    ['the client’s clock', () => markWith(forged(), [entry('kickoff'), 'attended'], { clock: Timestamp.now() })],
    [
      'no name of the entry',
      () => markWith(forged(), [entry('kickoff'), 'attended'], { named: deleteField() as never }),
    ],
  ])('is refused: %s', async (_case, write) => {
    await assertFails(write());
  });

  it.each(['anonymous', 'peer', 'otherPeer', 'otherFacilitator'] as const)(
    '%s may not change the map, even to what the record says',
    async (role) => {
      const db = appDbAs(role);
      await assertFails(
        writeBatch(db)
          .update(
            doc(db, 'activities/peer'),
            entry('kickoff'),
            'attended',
            'updated_at',
            serverTimestamp(),
            'marked_event',
            'kickoff',
          )
          .commit(),
      );
    },
  );
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
    ['no marker', 'kickoff_peer', (({ marked_by: _m, ...rest }) => rest)(forged())],
    ['another marker than the writer', 'kickoff_peer', forged({ marked_by: 'admin' })],
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
    await testEnv().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('events/kickoff').update({ type: 'deadline' });
    });
    await assertFails(markAs('facilitator', peerAtKickoff, 'attended'));
  });
});

describe('taking a mark back', () => {
  // A deletion cannot name who made it: the roster's undo goes through the API, which logs it.
  it.each(['anonymous', 'peer', 'otherPeer', 'facilitator', 'otherFacilitator', 'admin'] as const)(
    '%s may not delete a record from the browser',
    async (role) => {
      const db = appDbAs(role);
      await assertFails(writeBatch(db).delete(doc(db, 'attendance/kickoff_peer')).commit());
      expect(await storedRecord()).toBeDefined();
    },
  );
});
