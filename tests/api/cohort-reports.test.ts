/**
 * cohort_reports (docs/reports.md): the triggers keep one document per cohort with each peer's
 * profile and activities and each survey's respondents, so that /report is two reads. A mark, a
 * move to another cohort, a submitted survey and a deleted person reach it; replayed deliveries
 * end with what the sources say.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshReportPeer } from '../../functions/src/data/cohort-reports.ts';
import { userWritten } from '../../functions/src/triggers/person-copies.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { createOpenSurvey, submitResponse } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

const TRIGGER_TIMEOUT_MS = 20_000;
let tokens: Awaited<ReturnType<typeof buildWorld>>;

type Report = {
  group: string;
  peers: Record<string, Record<string, unknown>>;
  surveys: Record<string, { title: string; submitted: string[] }>;
};
const reportOf = async (cohort: string) =>
  (await adminDb.doc(`cohort_reports/${cohort}`).get()).data() as Report | undefined;
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
});
