/**
 * `npm run recount` repairs activities that drifted from the attendance records, and builds or
 * repairs what peers' homes read of surveys (survey_marks, cohort_surveys).
 */
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceDoc, cohortDoc, eventDoc, personDoc, writeDocs } from '../support/documents.ts';

const kickoff = eventDoc('rc-k2', ['rc-a'], { kind: 'kickoff', activity: 'kickoff' });

beforeAll(async () => {
  await clearEmulators();
  await writeDocs('cohorts', [cohortDoc('rc-a', 'tg')]);
  await writeDocs('users', [personDoc('adams', 'tg', 'rc-a'), personDoc('quiet', 'tg', 'rc-a')]);
  await writeDocs('events', [kickoff]);
});

describe('recount script', () => {
  it('restores counts, statuses and scope that were overwritten, and leaves correct ones alone', async () => {
    // adams: a record, counted by the trigger: correct, so the script leaves him alone.
    await writeDocs('attendance', [attendanceDoc(kickoff, 'adams', 'rc-a', 'attended')]);
    await eventually(async () =>
      (await adminDb.doc('activities/adams').get()).get('kickoff') === 1 ? true : undefined,
    );
    // quiet: no record, so no trigger of this test recounts them (a late or repeated delivery of
    // adams' record could repair adams before the script ran); their activities overwritten with
    // counts, statuses and a scope that no record supports.
    const correct = (await adminDb.doc('activities/adams').get()).data()!;
    await adminDb.doc('activities/quiet').set({
      ...correct,
      user_id: 'quiet',
      kickoff: 7,
      check_in: 3,
      attendance: { 'rc-k2': 'registered', gone: 'attended' },
      group: '',
    });
    // A mark that no response supports, and no list for the cohort yet (an upgraded project).
    await adminDb.doc('survey_marks/quiet').set({
      user_id: 'quiet',
      marks: [{ survey_id: 'gone', window: 'main', event_id: null, status: 'submitted', kind: 'kickoff' }],
      updated_at: new Date(),
    });

    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/recount-activities.ts'], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080' },
    });

    expect(stdout).toMatch(
      /Recounted 2 peers in \d+ ms: 1 repaired, 2 survey marks and 1 of 1 cohort survey lists written\./,
    );
    expect((await adminDb.doc('survey_marks/quiet').get()).get('marks')).toEqual([]);
    expect((await adminDb.doc('survey_marks/adams').get()).get('marks')).toEqual([]);
    expect((await adminDb.doc('cohort_surveys/rc-a').get()).data()).toMatchObject({ group: 'tg', surveys: [] });
    const repaired = (await adminDb.doc('activities/quiet').get()).data();
    expect(repaired).toMatchObject({ kickoff: 0, check_in: 0, group: 'tg', cohort: 'rc-a' });
    expect(repaired?.attendance).toEqual({});
    const adams = (await adminDb.doc('activities/adams').get()).data();
    expect(adams).toMatchObject({ kickoff: 1, check_in: 0, group: 'tg', cohort: 'rc-a' });
    expect(adams?.attendance).toEqual({ 'rc-k2': 'attended' });
  });
});
