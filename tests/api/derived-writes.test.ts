/**
 * Issue 26, items 2 and 5 (docs/data-model.md, "Derived documents"): a mark through the API writes
 * the record, the person's activities and their report entries in one transaction, so staff's
 * next read says it and the two triggers the mark wakes (attendance, activities) find nothing to
 * write; every derived write reads its sources in its own transaction, so a duplicated, reordered
 * or late delivery never leaves older data over newer.
 */
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminDb, eventually } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesAgreeWithSources, recountActivities } from '../../functions/src/data/events/activities.ts';
import { refreshReportPeer } from '../../functions/src/data/reports/cohort-reports.ts';
import * as deployed from '../../functions/src/index.ts';
import { attendanceWritten } from '../../functions/src/triggers/activity-counts.ts';
import { activitiesWritten } from '../../functions/src/triggers/activities.ts';
import { cohortCalendarDelivery, surveyResponseWritten, surveyWritten } from '../../functions/src/triggers/surveys.ts';
import { DAY, eventNow } from './support/events.ts';
import { expectedReportEntry, reportEntryOf, storedReport } from './support/reports.ts';
import { createOpenSurvey, submitResponse } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  await eventNow('derived-session', -DAY);
  await eventNow('derived-later', -2 * DAY);
});

type Data = Record<string, unknown>;
const dataOf = async (path: string) => (await adminDb.doc(path).get()).data() as Data | undefined;
const entryOf = reportEntryOf;
const mark = (event_id: string, user_id: string, status: string) =>
  call('/api/facilitator/attendance', {
    method: 'PUT',
    token: tokens.facilitator,
    body: { event_id, user_id, status },
  });
/** What the person's report entry should be, from their sources as stored now. */
const expectedEntry = (userId: string) => expectedReportEntry('mgh-a', userId);

describe('the deployed triggers', () => {
  it('are one on attendance records and one on activities, and none on reports: two runs per mark', () => {
    const documents = Object.values(deployed).flatMap((fn) => {
      const pattern = (fn as { __endpoint?: { eventTrigger?: { eventFilterPathPatterns?: { document?: string } } } })
        .__endpoint?.eventTrigger?.eventFilterPathPatterns?.document;
      return pattern ? [pattern.split('/')[0]] : [];
    });
    expect(documents.filter((c) => c === 'attendance')).toHaveLength(1);
    expect(documents.filter((c) => c === 'activities')).toHaveLength(1);
    // What the two write (reports, certificates) wakes nothing.
    expect(documents).not.toContain('cohort_reports');
    expect(documents).not.toContain('cohort_report_shards');
    expect(documents).not.toContain('certificates');
  });
});

describe('a mark through the API', () => {
  it('is in the activities and the report when the call answers, and leaves its triggers nothing to write', async () => {
    const before = await dataOf('activities/adams');
    expect((await mark('derived-session', 'adams', 'attended')).status).toBe(200);
    // Read at once, no waiting: counts, the map and the report entry already say it.
    const activities = (await dataOf('activities/adams'))!;
    expect((activities.attendance as Data)['derived-session']).toBe('attended');
    expect(activities.check_in).toBe(((before?.check_in as number | undefined) ?? 0) + 1);
    expect(await entryOf('mgh-a', 'adams')).toEqual(await expectedEntry('adams'));
    expect(await activitiesAgreeWithSources('adams')).toBe(true);

    // The two deliveries the mark wakes, done again here: neither writes anything.
    const record = (await dataOf('attendance/derived-session_adams'))!;
    const stamp = (await adminDb.doc('activities/adams').get()).updateTime!;
    await attendanceWritten(undefined, record);
    await activitiesWritten('adams', before, activities);
    expect((await adminDb.doc('activities/adams').get()).updateTime!.isEqual(stamp)).toBe(true);
    expect(await recountActivities('adams')).toBe(false);
    expect(await refreshReportPeer('adams')).toBe(0);
  });

  it('a taken-back mark leaves the activities and the report at once too', async () => {
    expect((await mark('derived-later', 'baker', 'attended')).status).toBe(200);
    const cleared = await call('/api/facilitator/attendance?event_id=derived-later&user_id=baker', {
      method: 'DELETE',
      token: tokens.facilitator,
    });
    expect(cleared.status).toBe(200);
    expect(((await dataOf('activities/baker'))!.attendance as Data)['derived-later']).toBeUndefined();
    const entry = await entryOf('mgh-a', 'baker');
    expect((entry?.activity as { attendance: Data }).attendance['derived-later']).toBeUndefined();
    expect(entry).toEqual(await expectedEntry('baker'));
  });
});

describe('late, duplicated and reordered deliveries', () => {
  it('never leave an older mark over a newer one', async () => {
    const first = await dataOf('activities/mcdonald');
    expect((await mark('derived-session', 'mcdonald', 'registered')).status).toBe(200);
    const registeredRecord = (await dataOf('attendance/derived-session_mcdonald'))!;
    const registered = (await dataOf('activities/mcdonald'))!;
    expect((await mark('derived-session', 'mcdonald', 'attended')).status).toBe(200);
    const attendedRecord = (await dataOf('attendance/derived-session_mcdonald'))!;
    const attended = (await dataOf('activities/mcdonald'))!;

    // The first mark's deliveries arrive late, twice, interleaved with the second's, at once.
    await Promise.all([
      attendanceWritten(undefined, registeredRecord),
      activitiesWritten('mcdonald', first, registered),
      attendanceWritten(registeredRecord, attendedRecord),
      activitiesWritten('mcdonald', registered, attended),
      attendanceWritten(undefined, registeredRecord),
      activitiesWritten('mcdonald', first, registered),
    ]);
    expect(((await dataOf('activities/mcdonald'))!.attendance as Data)['derived-session']).toBe('attended');
    expect(await activitiesAgreeWithSources('mcdonald')).toBe(true);
    const entry = await entryOf('mgh-a', 'mcdonald');
    expect((entry?.activity as { attendance: Data }).attendance['derived-session']).toBe('attended');
    expect(entry).toEqual(await expectedEntry('mcdonald'));
  });

  it("keeps every respondent of a survey, whatever the order of their responses' deliveries", async () => {
    const { id } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    // The survey's trigger queues behind the suite's earlier deliveries: on a loaded machine it has
    // taken over 15 s (a bound on the wait, not a speed goal).
    await eventually(async () => ((await storedReport('mgh-a'))?.surveys[id] ? true : undefined), 45_000);
    await Promise.all(['adams', 'baker', 'mcdonald'].map((user) => submitResponse(id, user, 'mgh-a')));
    const responses = await Promise.all(
      ['adams', 'baker', 'mcdonald'].map(async (user) => (await dataOf(`survey_responses/${id}_${user}`))!),
    );
    // Each delivery twice, all at once: none overwrites another's respondent.
    await Promise.all([...responses, ...responses].map((r) => surveyResponseWritten({ ...r, status: 'draft' }, r)));
    await Promise.all(['baker', 'adams'].map((user) => refreshReportPeer(user)));
    const submitted = await eventually(async () => {
      const list = (await storedReport('mgh-a'))!.surveys[id]!.submitted;
      return list.length === 3 ? list : undefined;
    });
    expect([...submitted].sort()).toEqual(['adams', 'baker', 'mcdonald']);
  }, 90_000);
});

describe("what a peer's home reads of surveys (issue 27)", () => {
  type Listed = { id: string; published: boolean; windows: Record<string, Data> };
  const listed = async (surveyId: string) =>
    ((await dataOf('cohort_surveys/mgh-a'))?.surveys as Listed[] | undefined)?.find((s) => s.id === surveyId);
  const marksOf = async (userId: string) =>
    ((await dataOf(`survey_marks/${userId}`))?.marks as Data[] | undefined) ?? [];

  it("lists a published survey in its cohort's document, without questions, and drops it when unpublished", async () => {
    const { id, body } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    // The derived windows come from a second delivery: wait for them too (a bound, not a speed goal).
    const entry = await eventually(async () => {
      const found = await listed(id);
      return found && Object.keys(found.windows['mgh-a'] ?? {}).length > 0 ? found : undefined;
    }, 45_000);
    expect(entry).toMatchObject({ id, published: true, cohorts: ['mgh-a'] });
    expect(entry).not.toHaveProperty('questions');
    expect(Object.keys(entry.windows)).toEqual(['mgh-a']);
    // A delivery again, late: the list is rebuilt from the survey as it is, the same.
    const survey = (await dataOf(`surveys/${id}`))!;
    const before = await dataOf('cohort_surveys/mgh-a');
    await Promise.all([surveyWritten(id, undefined, survey), surveyWritten(id, survey, survey)]);
    expect((await dataOf('cohort_surveys/mgh-a'))?.surveys).toEqual(before?.surveys);

    const unpublished = await call(`/api/facilitator/surveys/${id}`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { ...body, published: false },
    });
    expect(unpublished.status).toBe(200);
    await eventually(async () => ((await listed(id)) ? undefined : true), 45_000);
  }, 120_000);

  it("keeps each person's answered windows in survey_marks, drafts left out, whatever the order of deliveries", async () => {
    const { id } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    await submitResponse(id, 'baker', 'mgh-a');
    const mark = await eventually(async () => (await marksOf('baker')).find((m) => m.survey_id === id), 45_000);
    expect(mark).toEqual({ survey_id: id, window: 'main', event_id: null, status: 'submitted', kind: 'kickoff' });
    // The submission delivered again, late, and as if its draft came after: the marks follow the
    // responses as stored, not the order of deliveries.
    const response = (await dataOf(`survey_responses/${id}_baker`))!;
    await Promise.all([
      surveyResponseWritten({ ...response, status: 'draft' }, response),
      surveyResponseWritten(undefined, { ...response, status: 'draft' }),
      surveyResponseWritten({ ...response, status: 'draft' }, response),
    ]);
    expect((await marksOf('baker')).filter((m) => m.survey_id === id)).toEqual([mark]);
  }, 120_000);
});

describe('a malformed calendar (a damaged database)', () => {
  it('leaves its surveys as they were, and the delivery ends without failing (no retry)', async () => {
    const { id } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    const before = await eventually(async () => {
      const survey = await dataOf(`surveys/${id}`);
      return (survey?.windows as Data | undefined)?.['mgh-a'] ? survey : undefined;
    }, 45_000);
    const calendar = adminDb.doc('cohort_calendars/mgh-a');
    // The events of the world reach the calendar through their own trigger.
    const sound = await eventually(async () => {
      const data = (await calendar.get()).data();
      return ((data?.events as Data[] | undefined)?.length ?? 0) > 0 ? data! : undefined;
    }, 45_000);
    const events = sound.events as Data[];
    await calendar.update({ events: [{ ...events[0], start_date: 'next Tuesday' }, ...events.slice(1)] });

    await expect(cohortCalendarDelivery('mgh-a')).resolves.toBeUndefined();
    expect((await dataOf(`surveys/${id}`))?.windows).toEqual(before.windows);
    // Mended, the next delivery finds the windows as they were.
    await calendar.set(sound);
    await expect(cohortCalendarDelivery('mgh-a')).resolves.toBeUndefined();
    expect((await dataOf(`surveys/${id}`))?.windows).toEqual(before.windows);
  }, 120_000);
});

describe('staff read their own writes', () => {
  it('a person renamed through the API is renamed in the attendance CSV and the report at once', async () => {
    const renamed = await call('/api/facilitator/users/peer', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { last_name: 'Okafor-Reyes' },
    });
    expect(renamed.status).toBe(200);
    const csv = await call('/api/facilitator/reports/attendance?cohort=mgh-a&format=csv', {
      token: tokens.facilitator,
    });
    expect(csv.text).toContain('Okafor-Reyes,peer,peer@api.test');
    expect(await entryOf('mgh-a', 'peer')).toMatchObject({ last_name: 'Okafor-Reyes' });
  });
});
