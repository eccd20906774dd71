/**
 * Cohort reports (docs/reports.md): the triggers keep each cohort's surveys in its head and each
 * peer's profile, activities and submitted surveys in its shards, so that /report is a few reads.
 * A mark, a move to another cohort, a submitted survey and a deleted person reach it; replayed
 * deliveries end with what the sources say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { idHashBits, REPORT_SHARD_SPLIT_BYTES, shardEntrySize } from '@peer-coaching/domain';
import { getCohortReport, refreshReportPeer } from '../../functions/src/data/reports/cohort-reports.ts';
import { userWritten } from '../../functions/src/triggers/person-copies.ts';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../support/admin.ts';
import { calendarIds, DAY, eventNow } from './support/events.ts';
import { storedReport, type StoredReport } from './support/reports.ts';
import { createOpenSurvey, submitResponse } from './support/surveys.ts';
import { buildWorld, call, person } from './support/world.ts';

const TRIGGER_TIMEOUT_MS = 20_000;
let tokens: Awaited<ReturnType<typeof buildWorld>>;

type Report = StoredReport;
const reportOf = storedReport;
/** Waits until the cohort's report satisfies `check`. */
const reportWhen = (cohort: string, check: (report: Report) => boolean) =>
  eventually(async () => {
    const report = await reportOf(cohort);
    return report && check(report) ? report : undefined;
  }, TRIGGER_TIMEOUT_MS);

beforeAll(async () => {
  tokens = await buildWorld();
});

describe('a cohort report', () => {
  it("lists the cohort's peers with their profile, and no staff", async () => {
    const report = await reportWhen('mgh-a', (r) =>
      ['adams', 'baker', 'mcdonald', 'peer'].every((id) => id in r.peers),
    );
    expect(report.group).toBe('mgh');
    expect(Object.keys(report.peers).sort()).toEqual(['adams', 'baker', 'mcdonald', 'peer']);
    expect(report.peers.peer).toMatchObject({
      first_name: 'peer',
      last_name: 'Okafor',
      email: 'peer@api.test',
      status: 'confirmed',
    });
    // Another group's cohort has its own report.
    expect(Object.keys((await reportWhen('harvard-a', (r) => 'otherPeer' in r.peers)).peers)).toEqual(['otherPeer']);
  });

  it('carries a mark on the roster within the activities trigger', async () => {
    const marked = await call('/api/facilitator/attendance', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { event_id: 'kickoff', user_id: 'adams', status: 'attended' },
    });
    expect(marked.status).toBe(200);
    const report = await reportWhen(
      'mgh-a',
      (r) =>
        (r.peers.adams?.activity as { attendance?: Record<string, string> } | null)?.attendance?.kickoff === 'attended',
    );
    expect(report.peers.adams!.activity).toMatchObject({ kickoff: 1 });
  });

  it('moves a peer to the report of their new cohort', async () => {
    const moved = await call('/api/facilitator/users/baker', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { cohort: 'mgh-b', group: 'mgh' },
    });
    expect(moved.status).toBe(200);
    await reportWhen('mgh-b', (r) => 'baker' in r.peers);
    await reportWhen('mgh-a', (r) => !('baker' in r.peers));
  });

  it("names a survey's respondents in each of its cohorts", async () => {
    const { id, title } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    await reportWhen('mgh-a', (r) => r.surveys[id]?.title === title && r.surveys[id]?.submitted.length === 0);
    await submitResponse(id, 'mcdonald', 'mgh-a');
    await reportWhen('mgh-a', (r) => r.surveys[id]?.submitted.join() === 'mcdonald');
  });

  it('ends with what the sources say after duplicate and reversed deliveries, and drops a deleted person', async () => {
    const before = await reportOf('mgh-a');
    await refreshReportPeer('peer');
    await refreshReportPeer('peer', ['mgh-a']);
    expect((await reportOf('mgh-a'))!.peers.peer).toEqual(before!.peers.peer);

    const person = (await adminDb.doc('users/mcdonald').get()).data();
    await adminDb.doc('users/mcdonald').delete();
    await userWritten('mcdonald', person, undefined);
    await userWritten('mcdonald', person, undefined);
    expect(Object.keys((await reportOf('mgh-a'))!.peers)).not.toContain('mcdonald');
  });

  it("keeps the cohort's attendance only, and follows an event that joins the cohort", async () => {
    // A session of mgh-b only, which adams (mgh-a) attended: it is in adams's activities, not in
    // mgh-a's report, until the event is also mgh-a's.
    await eventNow('other-cohort-session', -DAY, { cohorts: ['mgh-b'] });
    await calendarIds('mgh-b', (ids) => ids.includes('other-cohort-session'));
    await adminDb.doc('attendance/other-cohort-session_adams').set({
      event_id: 'other-cohort-session',
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
      activity: 'check_in',
      updated_at: Timestamp.now(),
    });
    await eventually(async () => {
      const activities = (await adminDb.doc('activities/adams').get()).get('attendance') as Record<string, string>;
      return activities?.['other-cohort-session'] === 'attended' ? true : undefined;
    }, TRIGGER_TIMEOUT_MS);
    await refreshReportPeer('adams');
    const attendanceOf = (r: Report) => (r.peers.adams?.activity as { attendance: Record<string, string> }).attendance;
    expect(attendanceOf((await reportOf('mgh-a'))!)['other-cohort-session']).toBeUndefined();

    await adminDb.doc('events/other-cohort-session').update({ cohorts: ['mgh-b', 'mgh-a'] });
    await reportWhen('mgh-a', (r) => attendanceOf(r)['other-cohort-session'] === 'attended');
  });
});

describe('a full report shard', () => {
  const COHORT = 'shard-split';
  const people = ['split-a', 'split-b', 'split-c'];

  beforeAll(async () => {
    const cohort = (await adminDb.doc('cohorts/mgh-b').get()).data()!;
    await adminDb.doc(`cohorts/${COHORT}`).set({ ...cohort, id: COHORT, name: 'Split' });
    await Promise.all(
      people.map((id) => adminDb.doc(`users/${id}`).set(person(id, 'peer', ['mgh'], [COHORT], { last_name: 'Split' }))),
    );
    // The person trigger writes each peer's entry into the cohort's first shard.
    await reportWhen(COHORT, (r) => people.every((id) => id in r.peers));
  }, 30_000);

  it('splits in two by the next bit of each id once a write passes its size, and writers find their half', async () => {
    const root = `cohort_report_shards/${COHORT}_h`;
    expect(Object.keys((await storedReport(COHORT))!.shards)).toEqual([`${COHORT}_h`]);
    // Fill the shard past its split size with invited people's entries (left out of the figures).
    const filler = Object.fromEntries(
      Array.from({ length: Math.ceil(REPORT_SHARD_SPLIT_BYTES / 1000) }, (_, i) => [
        `filler-${i}`,
        { first_name: 'F', last_name: 'x'.repeat(950), email: '', status: 'invited', activity: null, surveys: [] },
      ]),
    );
    const stored = (await adminDb.doc(root).get()).data()!;
    const peers = { ...(stored.peers as Record<string, unknown>), ...filler };
    const size = Object.entries(peers).reduce((sum, [id, entry]) => sum + shardEntrySize(id, entry), 0);
    expect(size).toBeGreaterThan(REPORT_SHARD_SPLIT_BYTES);
    // Just under the split size as the writers know it: the next entry written passes it.
    await adminDb.doc(root).update({ peers, size: REPORT_SHARD_SPLIT_BYTES - 1 });

    await adminDb.doc('users/split-a').update({ last_name: 'Split-Renamed' });
    const report = await reportWhen(COHORT, (r) => !(`${COHORT}_h` in r.shards));
    expect(Object.keys(report.shards).sort()).toEqual([`${COHORT}_h0`, `${COHORT}_h1`]);
    for (const [id, shard] of Object.entries(report.shards)) {
      const bit = id.slice(-1);
      const held = Object.keys(shard.peers as Record<string, unknown>);
      expect(held.every((uid) => idHashBits(uid)[0] === bit)).toBe(true);
      // Each half's size is its entries', recounted.
      expect(shard.size).toBe(
        Object.entries(shard.peers as Record<string, unknown>).reduce(
          (sum, [uid, e]) => sum + shardEntrySize(uid, e),
          0,
        ),
      );
    }
    expect(Object.keys(report.peers).length).toBe(people.length + Object.keys(filler).length);
    expect(report.peers['split-a']).toMatchObject({ last_name: 'Split-Renamed' });

    // A writer after the split finds its half: a replay writes nothing, a change lands in place.
    expect(await refreshReportPeer('split-b')).toBe(0);
    await adminDb.doc('users/split-c').update({ first_name: 'Cee' });
    await reportWhen(COHORT, (r) => r.peers['split-c']?.first_name === 'Cee');
    const half = `${COHORT}_h${idHashBits('split-c')[0]}`;
    expect(((await storedReport(COHORT))!.shards[half]!.peers as Record<string, unknown>)['split-c']).toBeDefined();
    // What the CSV reads assembles every half.
    const whole = await getCohortReport(COHORT);
    expect(
      Object.keys(whole!.peers)
        .filter((id) => id.startsWith('split-'))
        .sort(),
    ).toEqual(people);
  });
});
