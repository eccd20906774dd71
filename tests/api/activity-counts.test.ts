/**
 * The attendance trigger keeps activities/{userId} equal to what the records say, once: the counts
 * toward the certificate and each record's status by event id. The trigger's work is replayed
 * directly (a duplicate delivery, deliveries in reverse order), then watched on the emulator.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { alreadyCounted, attendanceWritten } from '../../functions/src/triggers/activity-counts.ts';
import { attendanceDoc, cohortDoc, eventDoc, personDoc, writeDocs } from '../support/documents.ts';

const TRIGGER_TIMEOUT_MS = 10_000;

const c1 = eventDoc('ac-c1', ['ac-a']);
const c2 = eventDoc('ac-c2', ['ac-a']);
const o1 = eventDoc('ac-o1', ['ac-a'], { kind: 'office_hours', activity: 'office_hours' });
const k1 = eventDoc('ac-k1', ['ac-a'], { kind: 'kickoff', activity: 'kickoff' });
const workshop = eventDoc('ac-w1', ['ac-a'], { kind: 'workshop', activity: null });

beforeAll(async () => {
  await clearEmulators();
  await writeDocs('cohorts', [cohortDoc('ac-a', 'tg')]);
  await writeDocs('users', [
    personDoc('baker', 'tg', 'ac-a'),
    personDoc('peer', 'tg', 'ac-a'),
    personDoc('dupont', 'tg', 'ac-a'),
    personDoc('rostered', 'tg', 'ac-a'),
    personDoc('nogroup', 'tg', 'ac-a', { current_group: null, current_cohort: null }),
  ]);
  await writeDocs('events', [c1, c2, o1, k1, workshop]);
});

async function activitiesWhen(userId: string, predicate: (data: FirebaseFirestore.DocumentData) => boolean) {
  return eventually(async () => {
    const data = (await adminDb.doc(`activities/${userId}`).get()).data();
    return data && predicate(data) ? data : undefined;
  }, TRIGGER_TIMEOUT_MS);
}

describe('attendanceWritten, called as the trigger would be', () => {
  it('counts each record once and maps its status, after duplicate and out-of-order deliveries', async () => {
    const registered = attendanceDoc(c1, 'dupont', 'ac-a', 'registered');
    const attended = { ...registered, status: 'attended' as const };
    const dropped = attendanceDoc(o1, 'dupont', 'ac-a', 'attended');
    const kickoff = attendanceDoc(k1, 'dupont', 'ac-a', 'attended');
    const creations = [
      [undefined, registered],
      [undefined, dropped],
      [undefined, kickoff],
    ] as const;

    // First the three records, delivered in order.
    await writeDocs('attendance', [registered, dropped, kickoff]);
    for (const [before, after] of creations) await attendanceWritten(before, after);
    const first = (await adminDb.doc('activities/dupont').get()).data();
    expect(first).toMatchObject({ kickoff: 1, check_in: 0, office_hours: 1 });
    expect(first?.attendance).toEqual({ 'ac-c1': 'registered', 'ac-o1': 'attended', 'ac-k1': 'attended' });

    // Then one record is marked attended and another deleted; each of these deliveries comes
    // twice, last first, and the creations arrive once more after them.
    await adminDb.doc(`attendance/${registered.id}`).set(attended);
    await adminDb.doc(`attendance/${dropped.id}`).delete();
    const changes = [
      [registered, attended],
      [dropped, undefined],
    ] as const;
    for (const [before, after] of [...changes].reverse()) {
      await attendanceWritten(before, after);
      await attendanceWritten(before, after);
    }
    for (const [before, after] of creations) await attendanceWritten(before, after);

    const data = (await adminDb.doc('activities/dupont').get()).data();
    expect(data).toMatchObject({
      user_id: 'dupont',
      group: 'tg',
      cohort: 'ac-a',
      kickoff: 1,
      check_in: 1,
      office_hours: 0,
      completion: 0,
      reflection: 0,
      kickoff_response: false,
      program_eval: false,
    });
    expect(data?.attendance).toEqual({ 'ac-c1': 'attended', 'ac-k1': 'attended' });
  });

  it('takes a write as already counted only when the activities show exactly it', async () => {
    // Activities written directly, with no records behind them: no attendance trigger runs for this
    // person, so each answer below is the check's alone.
    await adminDb.doc('activities/skipper').set({ user_id: 'skipper', attendance: { 'ac-c1': 'attended' } });
    const attended = { ...attendanceDoc(c1, 'skipper', 'ac-a', 'attended') };
    const registered = { ...attended, status: 'registered' as const };
    // As after a mark through the API, which writes the record and the activities in one batch.
    expect(await alreadyCounted(undefined, attended)).toBe(true);
    expect(await alreadyCounted(registered, attended)).toBe(true);
    // The map says otherwise, or cannot tell.
    expect(await alreadyCounted(attended, registered)).toBe(false);
    expect(await alreadyCounted(registered, { ...attended, activity: 'office_hours' })).toBe(false);
    expect(await alreadyCounted(attended, { ...attended, status: 'registered', event_id: 'ac-c2' })).toBe(false);
    expect(await alreadyCounted(undefined, { ...attended, user_id: 'nobody-counted' })).toBe(false);
    // A map entry set by a roster mark in staff's browser (counts left to the trigger) is not a recount's.
    await adminDb.doc('activities/skipper').update({ marked_event: 'ac-c1' });
    expect(await alreadyCounted(undefined, attended)).toBe(false);
    await adminDb.doc('activities/skipper').update({ marked_event: FieldValue.delete() });
    // A deletion: counted once the map no longer shows the event.
    expect(await alreadyCounted(attended, undefined)).toBe(false);
    expect(await alreadyCounted(attendanceDoc(c2, 'skipper', 'ac-a', 'attended'), undefined)).toBe(true);
    // And the trigger's work then reads nothing more and writes nothing.
    const before = (await adminDb.doc('activities/skipper').get()).updateTime;
    expect(await attendanceWritten(undefined, attended)).toBe(false);
    expect((await adminDb.doc('activities/skipper').get()).updateTime).toEqual(before);
  });

  it('writes null, not an empty string, for a person without a current group or cohort', async () => {
    const record = attendanceDoc(c1, 'nogroup', 'ac-a', 'registered');
    await writeDocs('attendance', [record]);
    await attendanceWritten(undefined, record);
    expect((await adminDb.doc('activities/nogroup').get()).data()).toMatchObject({
      group: null,
      cohort: null,
      attendance: { 'ac-c1': 'registered' },
    });
  });
});

describe('onAttendanceWritten, on the functions emulator', () => {
  it('counts an attended record, not a registered one, and follows updates and deletes', async () => {
    await writeDocs('attendance', [
      attendanceDoc(c1, 'baker', 'ac-a', 'attended'),
      attendanceDoc(c2, 'baker', 'ac-a', 'registered'),
      attendanceDoc(workshop, 'baker', 'ac-a', 'attended'),
    ]);
    await activitiesWhen('baker', (d) => d.check_in === 1 && Object.keys(d.attendance ?? {}).length === 3);

    const started = Date.now();
    await adminDb.doc('attendance/ac-c2_baker').update({ status: 'attended' });
    const after = await activitiesWhen('baker', (d) => d.check_in === 2);
    console.log(`attendance trigger latency: ${Date.now() - started} ms from a status change to the recount`);
    expect(after.attendance).toEqual({ 'ac-c1': 'attended', 'ac-c2': 'attended', 'ac-w1': 'attended' });

    await adminDb.doc('attendance/ac-c1_baker').delete();
    const deleted = await activitiesWhen('baker', (d) => d.check_in === 1);
    expect(deleted).toMatchObject({ user_id: 'baker', kickoff: 0, check_in: 1, office_hours: 0, group: 'tg' });
    expect(deleted.attendance).toEqual({ 'ac-c2': 'attended', 'ac-w1': 'attended' });
  });

  it("counts a roster mark from staff's browser, whose batch set the map entry but not the counts", async () => {
    await writeDocs('attendance', [attendanceDoc(c1, 'rostered', 'ac-a', 'registered')]);
    await activitiesWhen('rostered', (d) => d.attendance?.['ac-c1'] === 'registered');
    // The roster's batch (web/src/lib/attendance-writes.ts): the record, and its entry in the map.
    const batch = adminDb.batch();
    batch.update(adminDb.doc('attendance/ac-c1_rostered'), { status: 'attended' });
    batch.update(adminDb.doc('activities/rostered'), {
      'attendance.ac-c1': 'attended',
      marked_event: 'ac-c1',
      updated_at: FieldValue.serverTimestamp(),
    });
    await batch.commit();
    const counted = await activitiesWhen('rostered', (d) => d.check_in === 1);
    expect(counted.attendance).toEqual({ 'ac-c1': 'attended' });
    // The recount dropped `marked_event`: the document is derived again.
    expect(counted).not.toHaveProperty('marked_event');
  });

  it('counts a record written twice (duplicate delivery) once', async () => {
    const data = attendanceDoc(o1, 'baker', 'ac-a', 'attended');
    const rewritten = { ...data, updated_at: new Date() };
    await adminDb.doc(`attendance/${data.id}`).set(data);
    await adminDb.doc(`attendance/${data.id}`).set(rewritten);
    await activitiesWhen('baker', (d) => d.office_hours === 1);
    // The deliveries of both writes, replayed and awaited: the deployed trigger runs this same
    // function for each, at a moment nothing marks, so its effect is read after these instead.
    await attendanceWritten(undefined, data);
    await attendanceWritten(data, rewritten);
    expect((await adminDb.doc('activities/baker').get()).get('office_hours')).toBe(1);
    // And on the emulator: a later record of another activity, whose recount reads every record of
    // baker after both writes above; once it shows, a second count of the duplicate would too.
    const kickoffs = ((await adminDb.doc('activities/baker').get()).get('kickoff') as number | undefined) ?? 0;
    await writeDocs('attendance', [attendanceDoc(k1, 'baker', 'ac-a', 'attended')]);
    const later = await activitiesWhen('baker', (d) => d.kickoff === kickoffs + 1);
    expect(later.office_hours).toBe(1);
  });

  it('keeps the survey-driven yes/no activities', async () => {
    await writeDocs('attendance', [attendanceDoc(k1, 'peer', 'ac-a', 'attended')]);
    await activitiesWhen('peer', (d) => d.kickoff === 1);
    await adminDb.doc('activities/peer').update({ kickoff_response: true });
    await writeDocs('attendance', [attendanceDoc(c1, 'peer', 'ac-a', 'attended')]);
    const counts = await activitiesWhen('peer', (d) => d.check_in === 1);
    expect(counts).toMatchObject({ kickoff: 1, check_in: 1, kickoff_response: true });
    expect(counts.attendance).toEqual({ 'ac-k1': 'attended', 'ac-c1': 'attended' });
  });
});
