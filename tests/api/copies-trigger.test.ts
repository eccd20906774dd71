/**
 * The denormalised copies follow their source: an event's `activity` and `group` reach its
 * attendance records (and so the counts), a person's current group and cohort reach their
 * activities and attendance records. Deliveries are replayed twice and in reverse order; the
 * result must be what the source documents say now.
 */
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventWritten } from '../../functions/src/triggers/event-copies.ts';
import { userWritten } from '../../functions/src/triggers/person-copies.ts';
import { recountActivities } from '../../functions/src/data/events/activities.ts';
import { attendanceDoc, cohortDoc, eventDoc, personDoc, writeDocs } from '../support/documents.ts';

// A guard against a hang, not a speed goal: a cold functions worker on a busy machine takes seconds.
const TRIGGER_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  await clearEmulators();
  await writeDocs('cohorts', [cohortDoc('cp-a', 'cg'), cohortDoc('cp-b', 'cg'), cohortDoc('cp-c', 'cg2')]);
});

async function recordsOf(field: 'event_id' | 'user_id', id: string) {
  const snapshot = await adminDb.collection('attendance').where(field, '==', id).get();
  return snapshot.docs.map((d) => d.data());
}

async function activitiesOf(userId: string) {
  return (await adminDb.doc(`activities/${userId}`).get()).data();
}

describe('an event edit reaches its attendance records', () => {
  const v0 = eventDoc('cp-session', ['cp-a'], { group: 'cg', activity: 'check_in' });
  const v1 = { ...v0, activity: 'office_hours' as const };
  const v2 = { ...v1, group: 'cg2', title: 'Moved to the other group' };
  const people = ['cp-ann', 'cp-bob', 'cp-cyd'];

  beforeAll(async () => {
    await writeDocs(
      'users',
      people.map((id) => personDoc(id, 'cg', 'cp-a')),
    );
    await writeDocs('events', [v0]);
    await writeDocs(
      'attendance',
      people.map((id) => attendanceDoc(v0, id, 'cp-a', 'attended')),
    );
    await Promise.all(people.map(recountActivities));
  });

  it('ends with the event’s activity and group after a duplicate and reversed deliveries', async () => {
    await adminDb.doc(`events/${v0.id}`).set(v1);
    await adminDb.doc(`events/${v0.id}`).set(v2);
    // The last edit first, twice; then the first edit, twice.
    await eventWritten(v0.id, v1, v2);
    await eventWritten(v0.id, v1, v2);
    await eventWritten(v0.id, v0, v1);
    await eventWritten(v0.id, v0, v1);

    const records = await recordsOf('event_id', v0.id);
    expect(records).toHaveLength(people.length);
    for (const record of records) expect(record).toMatchObject({ activity: 'office_hours', group: 'cg2' });
  });

  it(
    'and, through the attendance trigger, moves the count from check-ins to office hours once',
    { timeout: 120_000 },
    async () => {
      for (const id of people) {
        const counts = await eventually(async () => {
          const data = await activitiesOf(id);
          return data?.office_hours === 1 ? data : undefined;
        }, TRIGGER_TIMEOUT_MS);
        expect(counts).toMatchObject({ check_in: 0, office_hours: 1, attendance: { [v0.id]: 'attended' } });
      }
    },
  );

  it('leaves the records of a deleted event as they are', async () => {
    await eventWritten(v0.id, v2, undefined); // a deletion delivered before the event is gone
    await adminDb.doc(`events/${v0.id}`).delete();
    await eventWritten(v0.id, v2, undefined);
    for (const record of await recordsOf('event_id', v0.id)) {
      expect(record).toMatchObject({ activity: 'office_hours', group: 'cg2' });
    }
  });

  it('is done by onEventWritten on the functions emulator', async () => {
    const event = eventDoc('cp-live', ['cp-a'], { group: 'cg', activity: 'check_in' });
    await writeDocs('events', [event]);
    await writeDocs('attendance', [attendanceDoc(event, 'cp-ann', 'cp-a', 'attended')]);
    const started = Date.now();
    await adminDb.doc(`events/${event.id}`).update({ activity: 'completion' });
    await eventually(async () => {
      const record = (await adminDb.doc(`attendance/${event.id}_cp-ann`).get()).data();
      return record?.activity === 'completion' ? true : undefined;
    }, TRIGGER_TIMEOUT_MS);
    const copied = Date.now() - started;
    await eventually(
      async () => ((await activitiesOf('cp-ann'))?.completion === 1 ? true : undefined),
      TRIGGER_TIMEOUT_MS,
    );
    console.log(`event copies: record ${copied} ms, recount ${Date.now() - started} ms after the event edit`);
  });
});

describe('a person’s cohort change reaches their activities and attendance', () => {
  const v0 = personDoc('cp-dee', 'cg', 'cp-a', { cohort_list: ['cp-a', 'cp-b', 'cp-c'], group: ['cg', 'cg2'] });
  const v1 = { ...v0, current_cohort: 'cp-b' };
  const v2 = { ...v1, current_group: 'cg2', current_cohort: 'cp-c' };
  const sessions = [
    eventDoc('cp-s1', ['cp-a'], { group: 'cg' }),
    eventDoc('cp-s2', ['cp-a'], { group: 'cg', activity: 'kickoff' }),
  ];

  beforeAll(async () => {
    await writeDocs('users', [v0]);
    await writeDocs('events', sessions);
    await writeDocs(
      'attendance',
      sessions.map((e) => attendanceDoc(e, v0.id, 'cp-a', 'attended')),
    );
    await recountActivities(v0.id);
    await adminDb.doc(`activities/${v0.id}`).update({ kickoff_response: true });
  });

  it('ends with the current group and cohort after a duplicate and reversed deliveries', async () => {
    await adminDb.doc(`users/${v0.id}`).set(v1);
    await adminDb.doc(`users/${v0.id}`).set(v2);
    await userWritten(v0.id, v1, v2);
    await userWritten(v0.id, v1, v2);
    await userWritten(v0.id, v0, v1);
    await userWritten(v0.id, v0, v1);

    expect(await activitiesOf(v0.id)).toMatchObject({
      group: 'cg2',
      cohort: 'cp-c',
      kickoff: 1,
      check_in: 1,
      kickoff_response: true,
      attendance: { 'cp-s1': 'attended', 'cp-s2': 'attended' },
    });
    const records = await recordsOf('user_id', v0.id);
    expect(records.map((r) => r.cohort)).toEqual(['cp-c', 'cp-c']);
    // The records keep their event's group: only the person's cohort follows them.
    expect(records.map((r) => r.group)).toEqual(['cg', 'cg']);
  });

  it('gives a staff member who switches cohorts no activities document', async () => {
    const staff = personDoc('cp-staff', 'cg', 'cp-a', { role: 'facilitator', group_list: ['cg'] });
    await writeDocs('users', [staff]);
    const switched = { ...staff, current_cohort: 'cp-b' };
    await adminDb.doc(`users/${staff.id}`).set(switched);
    await userWritten(staff.id, staff, switched);
    expect(await activitiesOf(staff.id)).toBeUndefined();
  });

  it('is done by onUserWritten on the functions emulator', async () => {
    const started = Date.now();
    await adminDb.doc(`users/${v0.id}`).update({ current_group: 'cg', current_cohort: 'cp-b' });
    await eventually(async () => {
      const data = await activitiesOf(v0.id);
      const records = await recordsOf('user_id', v0.id);
      return data?.cohort === 'cp-b' && records.every((r) => r.cohort === 'cp-b') ? true : undefined;
    }, TRIGGER_TIMEOUT_MS);
    console.log(`person copies: ${Date.now() - started} ms after the cohort change`);
    expect(await activitiesOf(v0.id)).toMatchObject({ group: 'cg', cohort: 'cp-b', kickoff: 1, check_in: 1 });
  });
});
