/** The attendance trigger keeps activities/{userId} equal to what the records say, once. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { buildWorld } from './support/world.ts';

beforeAll(async () => {
  await buildWorld();
});

async function countsWhen(userId: string, predicate: (data: FirebaseFirestore.DocumentData) => boolean) {
  return eventually(async () => {
    const data = (await adminDb.doc(`activities/${userId}`).get()).data();
    return data && predicate(data) ? data : undefined;
  });
}

const record = (eventId: string, status: string, activity: string | null) => ({
  id: `${eventId}_baker`,
  event_id: eventId,
  user_id: 'baker',
  group: 'mgh',
  cohort: 'mgh-a',
  status,
  activity,
});

describe('activity counts', () => {
  it('count an attended record, not a registered one, and follow updates and deletes', async () => {
    await adminDb.doc('attendance/c1_baker').set(record('c1', 'attended', 'check_in'));
    await adminDb.doc('attendance/c2_baker').set(record('c2', 'registered', 'check_in'));
    await countsWhen('baker', (d) => d.check_in === 1);

    await adminDb.doc('attendance/c2_baker').update({ status: 'attended' });
    await countsWhen('baker', (d) => d.check_in === 2);

    await adminDb.doc('attendance/c1_baker').delete();
    const after = await countsWhen('baker', (d) => d.check_in === 1);
    expect(after).toMatchObject({ user_id: 'baker', kickoff: 0, check_in: 1, office_hours: 0, group: 'mgh' });
  });

  it('count a record written twice (duplicate delivery) once', async () => {
    const data = record('o1', 'attended', 'office_hours');
    await adminDb.doc('attendance/o1_baker').set(data);
    await adminDb.doc('attendance/o1_baker').set({ ...data, updated_at: new Date() });
    await countsWhen('baker', (d) => d.office_hours === 1);
    // Give any late trigger time to run, then check the count did not move.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await adminDb.doc('activities/baker').get()).get('office_hours')).toBe(1);
  });

  it('keep the survey-driven yes/no activities', async () => {
    await adminDb.doc('activities/peer').update({ kickoff_response: true });
    await adminDb
      .doc('attendance/ci_peer')
      .set({ ...record('ci', 'attended', 'check_in'), id: 'ci_peer', user_id: 'peer' });
    const counts = await countsWhen('peer', (d) => d.check_in === 1);
    expect(counts).toMatchObject({ kickoff: 1, check_in: 1, kickoff_response: true });
  });
});
