/**
 * The issuing trigger (functions/src/triggers/certificates.ts): a peer reaching 100 % gets exactly
 * one certificate, whatever the deliveries: the trigger's work replayed (duplicates), run many times
 * at once (concurrent deliveries) next to the deployed trigger reacting to the same write; nothing
 * below 100 %; a group's requirements lowered issues to those now complete, through the
 * recheckCertificates task queue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { issueCertificate, newCertificateId } from '../../functions/src/data/certificate/certificates.ts';
import { issueCertificateIfEarned } from '../../functions/src/services/certificate/certificates.ts';
import { activitiesWritten } from '../../functions/src/triggers/activities.ts';
import { queueCertificateRechecks, recheckCertificatesOf } from '../../functions/src/triggers/certificate-recheck.ts';
import {
  activitiesWrittenForCertificate,
  certificateSettingsWritten,
  progressInputsChanged,
} from '../../functions/src/triggers/certificates.ts';
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { cohortDoc, personDoc, writeDocs } from '../support/documents.ts';

const requirement = (value_min: number, value_max: number, value: string | boolean = '') => ({
  value_min,
  value_max,
  value,
  user_note: '',
  title: '',
});
/** Required: 1 kickoff, 2 check-ins, 1 office hours and the kickoff response: 5. */
const requirements = {
  kickoff: requirement(1, 1),
  check_in: requirement(2, 4),
  completion: requirement(0, 0),
  office_hours: requirement(1, 2),
  reflection: requirement(0, 0),
  kickoff_response: requirement(0, 0, true),
  program_eval: requirement(0, 0, false),
};
const counts = (extra: object = {}) => ({
  kickoff: 1,
  check_in: 2,
  completion: 0,
  office_hours: 1,
  reflection: 0,
  kickoff_response: true,
  program_eval: false,
  ...extra,
});

function activities(userId: string, extra: object = {}) {
  return {
    user_id: userId,
    group: 'ci',
    cohort: 'ci-a',
    ...counts(extra),
    attendance: {},
    updated_at: new Date('2026-03-01T15:00:00Z'),
  };
}

const certificatesOf = async (userId: string) =>
  (await adminDb.collection('certificates').where('user_id', '==', userId).get()).docs;

beforeAll(async () => {
  await clearEmulators();
  await adminDb.doc('groups/ci').set({ id: 'ci', name: 'City Clinic', cohorts: ['ci-a'] });
  await adminDb.doc('groups/ci/settings/certificate').set({ engagement_requirements: requirements });
  const cohort = { ...cohortDoc('ci-a', 'ci'), name: 'City Clinic 2026 A' };
  await writeDocs('cohorts', [cohort]);
  await writeDocs('users', [
    personDoc('lukasz', 'ci', 'ci-a', { first_name: 'Łukasz', last_name: 'Nowak' }),
    personDoc('almost', 'ci', 'ci-a'),
    personDoc('racer', 'ci', 'ci-a'),
    personDoc('late', 'ci', 'ci-a'),
    personDoc('coach', 'ci', 'ci-a', { role: 'facilitator', group_list: ['ci'], cohort_list: [] }),
  ]);
});

describe('progressInputsChanged', () => {
  it('is true for a new document and a change of a count or the group, false otherwise', () => {
    const before = activities('x');
    expect(progressInputsChanged(undefined, before)).toBe(true);
    expect(progressInputsChanged(before, undefined)).toBe(false);
    expect(progressInputsChanged(before, { ...before, check_in: 3 })).toBe(true);
    expect(progressInputsChanged(before, { ...before, program_eval: true })).toBe(true);
    expect(progressInputsChanged(before, { ...before, group: 'other' })).toBe(true);
    expect(progressInputsChanged(before, { ...before, attendance: { e: 'attended' }, updated_at: new Date() })).toBe(
      false,
    );
  });
});

describe('issuing at 100 %', () => {
  it('issues nothing below 100 %, however often it is asked', async () => {
    const below = activities('almost', { office_hours: 0 });
    await adminDb.doc('activities/almost').set(below);
    for (let i = 0; i < 3; i++) {
      expect(await activitiesWrittenForCertificate('almost', undefined, below)).toEqual({ outcome: 'not_earned' });
    }
    // The deliveries above were awaited: whatever they would write is written. The deployed
    // trigger's own delivery of the write runs the same function, so it is not waited for.
    expect(await certificatesOf('almost')).toHaveLength(0);
    expect((await adminDb.doc('certificate_holders/almost').get()).exists).toBe(false);
  });

  it('issues exactly one certificate under concurrent and duplicate deliveries', async () => {
    const before = activities('lukasz', { office_hours: 0 });
    const after = activities('lukasz');
    // The write itself sets off the deployed trigger; ten more deliveries of it race that one.
    await adminDb.doc('activities/lukasz').set(after);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => activitiesWrittenForCertificate('lukasz', before, after)),
    );
    const ids = new Set(outcomes.map((o) => (o && 'id' in o ? o.id : null)));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(outcomes.filter((o) => o?.outcome === 'issued').length).toBeLessThanOrEqual(1);

    // Late duplicates, one after another, find it issued.
    for (let i = 0; i < 3; i++) {
      expect(await activitiesWrittenForCertificate('lukasz', before, after)).toEqual({ outcome: 'already_issued', id });
    }
    // Thirteen deliveries, all awaited, left one certificate: what exactly once rests on. The
    // deployed trigger's delivery is one more of the same and may still be under way (no document
    // tells when it ends); waiting a while for it would prove nothing more.
    const docs = await certificatesOf('lukasz');
    expect(docs.map((d) => d.id)).toEqual([id]);
    expect(docs[0]!.data()).toMatchObject({
      user_id: 'lukasz',
      group: 'ci',
      cohort: 'ci-a',
      cohort_name: 'City Clinic 2026 A',
      name: 'Łukasz Nowak',
      program: 'City Clinic Peer Coaching Program',
    });
    expect((await adminDb.doc('certificate_holders/lukasz').get()).get('certificate_id')).toBe(id);
  });

  it('commits one of two issues racing past the check, and tells the loser the winner’s id', async () => {
    const fields = {
      user_id: 'racer',
      group: 'ci',
      cohort: 'ci-a',
      cohort_name: 'City Clinic 2026 A',
      name: 'racer racer',
      program: 'City Clinic Peer Coaching Program',
      issued_at: new Date(),
    };
    const [a, b] = [newCertificateId(), newCertificateId()];
    const results = await Promise.all([issueCertificate(fields, a), issueCertificate(fields, b)]);
    expect(results.filter((r) => r.issued)).toHaveLength(1);
    const winner = results.find((r) => r.issued)!.id;
    expect(results.map((r) => r.id)).toEqual([winner, winner]);
    expect((await certificatesOf('racer')).map((d) => d.id)).toEqual([winner]);
  });

  it('the deployed trigger issues on its own when attendance brings a peer to 100 %', async () => {
    const below = activities('late', { check_in: 1 });
    await adminDb.doc('activities/late').set(below);
    // The deployed trigger's whole work for that write (report entry and certificate), awaited, so
    // that "none issued" is read after it, not after a guessed delay.
    await activitiesWritten('late', undefined, below);
    expect(await certificatesOf('late')).toHaveLength(0);
    await adminDb.doc('activities/late').update({ check_in: 2, updated_at: new Date() });
    // The deployed trigger may queue behind the deliveries of the file's earlier writes (on two
    // cores, more than the usual 15 s when this file runs first).
    const docs = await eventually(async () => {
      const found = await certificatesOf('late');
      return found.length > 0 ? found : undefined;
    }, 45_000);
    expect(docs).toHaveLength(1);
  });

  it('staff never get one, whatever their counts', async () => {
    expect(await issueCertificateIfEarned('coach')).toEqual({ outcome: 'not_a_peer' });
  });
});

describe('requirements changed (through the recheckCertificates queue)', () => {
  // 30 more peers one office hour short, with 'almost': more than one task's batch of 25.
  const short = Array.from({ length: 30 }, (_, i) => `short${String(i + 1).padStart(2, '0')}`);

  it('lowering a requirement issues to every peer now complete, once, through the queue', async () => {
    await writeDocs(
      'users',
      short.map((id) => personDoc(id, 'ci', 'ci-a')),
    );
    await Promise.all(short.map((id) => adminDb.doc(`activities/${id}`).set(activities(id, { office_hours: 0 }))));
    const waiting = [...short, 'almost'];
    // 'almost' and the 30 lack their office hours; the group stops requiring them. The deployed
    // settings trigger queues the group's peers in batches; the queue's tasks issue.
    const lowered = { ...requirements, office_hours: requirement(0, 0) };
    await adminDb.doc('groups/ci/settings/certificate').set({ engagement_requirements: lowered });
    await eventually(async () => {
      const holders = await adminDb.getAll(...waiting.map((id) => adminDb.doc(`certificate_holders/${id}`)));
      return holders.every((h) => h.exists) ? true : undefined;
    }, 60_000);

    // Everything that must happen has: one certificate each, and checking again issues none.
    const issued = await adminDb.collection('certificates').where('group', '==', 'ci').get();
    const perPerson = new Map<string, number>();
    for (const doc of issued.docs) perPerson.set(doc.get('user_id'), (perPerson.get(doc.get('user_id')) ?? 0) + 1);
    expect(waiting.every((id) => perPerson.get(id) === 1)).toBe(true);
    expect([...perPerson.values()].every((n) => n === 1)).toBe(true);
    expect(await recheckCertificatesOf([...waiting, 'lukasz', 'late'])).toBe(0);
  }, 90_000);

  it('a redelivered settings event queues nothing twice; other settings queue nothing', async () => {
    const first = await certificateSettingsWritten('ci', 'certificate', true, 'test-change-1');
    expect(first).toBeGreaterThanOrEqual(2); // two batches at least for 30-odd peers
    expect(await certificateSettingsWritten('ci', 'certificate', true, 'test-change-1')).toBe(0);
    expect(await queueCertificateRechecks('ci', 'test-change-1')).toMatchObject({ queued: 0 });
    expect(await certificateSettingsWritten('ci', 'other', true, 'test-change-2')).toBe(0);
    expect(await certificateSettingsWritten('ci', 'certificate', false, 'test-change-3')).toBe(0);
  });
});
