/**
 * A group's program settings (docs/settings.md): GET and PUT /api/facilitator/settings/program for
 * every role and across groups, each bad field named, the defaults before a save, and the reminder
 * schedule taking effect on the automatic survey reminder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { remindSurveysDueSoon } from '../../functions/src/services/surveys/survey-reminders.ts';
import { adminDb } from '../support/admin.ts';
import { DAY, expectRoles } from './support/events.ts';
import { fixed, survey, writeSurvey } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const PATH = '/api/facilitator/settings/program';
const SETTINGS = {
  program_name: 'MGH Peer Coaching',
  contact_name: 'Dana Reyes',
  contact_email: 'dana@example.org',
  survey_reminder_days: 5,
};
const put = (body: unknown, token = tokens.facilitator) => call(PATH, { method: 'PUT', token, body });
const get = (group: string, token = tokens.facilitator) => call(`${PATH}?group=${group}`, { token });

describe('GET /api/facilitator/settings/program', () => {
  it('gives staff of the group the defaults before anyone saves; others are refused', async () => {
    await expectRoles(tokens, () => ({ path: `${PATH}?group=harvard` }), { otherFacilitator: 200, admin: 200 });
    const response = await get('mgh');
    expect(response).toEqual({
      status: 200,
      body: {
        group: 'mgh',
        program_name: 'MGH',
        contact_name: '',
        contact_email: '',
        survey_reminder_days: 3,
        daily_email_recipients: 1000,
        saved: false,
        updated_at: null,
      },
    });
    expect((await get('nowhere', tokens.admin)).status).toBe(404);
    expect((await call(PATH, { token: tokens.facilitator })).body.error).toBe('group: is required');
  });
});

describe('PUT /api/facilitator/settings/program', () => {
  it('lets staff of the group save (another group’s facilitator 403), stored with who saved', async () => {
    await expectRoles(tokens, () => ({ path: PATH, method: 'PUT', body: { group: 'mgh', ...SETTINGS } }), {
      facilitator: 200,
      admin: 200,
    });
    const response = await put({ group: 'mgh', ...SETTINGS, contact_email: ' Dana@Example.org ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ group: 'mgh', ...SETTINGS, saved: true });
    expect(Date.parse(response.body.updated_at as string)).toBeGreaterThan(Date.now() - 60_000);
    expect((await adminDb.doc('groups/mgh/settings/program').get()).data()).toMatchObject({
      ...SETTINGS,
      updated_by: 'facilitator',
    });
    expect((await get('mgh', tokens.admin)).body).toMatchObject(SETTINGS);
    // Harvard's are untouched, and the certificate settings beside them too.
    expect((await get('harvard', tokens.otherFacilitator)).body).toMatchObject({
      program_name: 'Harvard',
      saved: false,
    });
    expect((await put({ group: 'harvard', ...SETTINGS })).body.error).toBe('group: you do not run group harvard');
  });

  it.each([
    [{ program_name: '' }, 'program_name: must not be empty'],
    [{ contact_email: 'dana' }, 'contact_email: must be an e-mail address'],
    [{ survey_reminder_days: -1 }, 'survey_reminder_days: must not be negative'],
    [{ survey_reminder_days: 15 }, 'survey_reminder_days: must be at most 14'],
    [{ survey_reminder_days: 2.5 }, 'survey_reminder_days: must be a whole number of days'],
    [{ group: undefined }, 'group: is required'],
    [{ extra: 1 }, 'extra: unknown field'],
  ])('answers 400 naming the field for %j, and stores nothing', async (change, message) => {
    const before = (await adminDb.doc('groups/mgh/settings/program').get()).data();
    const response = await put({ group: 'mgh', ...SETTINGS, program_name: 'Changed', ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect((await adminDb.doc('groups/mgh/settings/program').get()).data()).toEqual(before);
  });
});

describe('the reminder schedule', () => {
  it('decides when the automatic survey reminder goes out, and 0 turns it off', async () => {
    // A published survey of mgh-a whose window closes in six days; nobody has answered.
    const s = survey('schedule-survey', 'kickoff', { timing: fixed(-DAY, 6 * DAY) });
    await writeSurvey(s);
    const only = (x: { id: string }) => x.id === s.id;
    const origin = 'https://peer-coaching.test';

    await put({ group: 'mgh', ...SETTINGS, survey_reminder_days: 0 });
    expect((await remindSurveysDueSoon(new Date(), origin, only)).reminded).toEqual([]);
    await put({ group: 'mgh', ...SETTINGS, survey_reminder_days: 3 });
    expect((await remindSurveysDueSoon(new Date(), origin, only)).reminded).toEqual([]);
    await put({ group: 'mgh', ...SETTINGS, survey_reminder_days: 7 });
    const run = await remindSurveysDueSoon(new Date(), origin, only);
    expect(run.reminded).toEqual([{ survey_id: s.id, windows: ['mgh-a/main'], sent: expect.any(Number) }]);
    expect(run.reminded[0]!.sent).toBeGreaterThan(0);
  });
});

describe('cohorts: POST /api/facilitator/settings/cohorts and PUT .../cohorts/:id', () => {
  const COHORTS = '/api/facilitator/settings/cohorts';
  const START = '2027-01-15T09:00:00-05:00';
  const END = '2027-12-15T17:00:00-05:00';
  const create = (body: unknown, token = tokens.facilitator) => call(COHORTS, { method: 'POST', token, body });
  const update = (id: string, body: unknown, token = tokens.facilitator) =>
    call(`${COHORTS}/${id}`, { method: 'PUT', token, body });

  it('creates a cohort in the group (staff of the group only), listed in the group, with a readable id', async () => {
    await expectRoles(
      tokens,
      (role) => ({
        path: COHORTS,
        method: 'POST',
        body: { group: 'mgh', name: `By ${role}`, start_date: START, end_date: END },
      }),
      { facilitator: 201, admin: 201 },
    );
    const response = await create({ group: 'mgh', name: 'MGH 2027 Cohort A', start_date: START, end_date: END });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      cohort: {
        id: 'mgh-2027-cohort-a',
        name: 'MGH 2027 Cohort A',
        group: 'mgh',
        alumni: false,
        start_date: '2027-01-15T09:00:00-05:00',
        end_date: '2027-12-15T17:00:00-05:00',
      },
      renamed_people: 0,
    });
    expect((await adminDb.doc('groups/mgh').get()).get('cohorts')).toContain('mgh-2027-cohort-a');
    // The same name again gets its own id.
    const again = await create({ group: 'mgh', name: 'MGH 2027 Cohort A', start_date: START, end_date: END });
    expect((again.body.cohort as { id: string }).id).toBe('mgh-2027-cohort-a-2');
    expect((await create({ group: 'harvard', name: 'X', start_date: START, end_date: END })).body.error).toBe(
      'group: you do not run group harvard',
    );
    expect((await create({ group: 'nowhere', name: 'X', start_date: START, end_date: END }, tokens.admin)).status).toBe(
      404,
    );
  });

  it.each([
    [{ name: '' }, 'name: must not be empty'],
    [{ start_date: 'soon' }, 'start_date: must be a date like 2026-01-31T09:00:00-05:00'],
    [{ end_date: '2027-01-01T09:00:00-05:00' }, 'end_date: must not be before start_date'],
  ])('refuses a new cohort with %j naming the field, writing nothing', async (change, message) => {
    const before = (await adminDb.collection('cohorts').get()).size;
    const response = await create({ group: 'mgh', name: 'Bad', start_date: START, end_date: END, ...change });
    expect(response).toEqual({ status: 400, body: { error: message } });
    expect((await adminDb.collection('cohorts').get()).size).toBe(before);
  });

  it('renames a cohort and every member’s copy of its name; changes its dates; refuses another group', async () => {
    const members = (await adminDb.collection('users').where('cohort_list', 'array-contains', 'mgh-a').get()).docs;
    expect(members.length).toBeGreaterThan(1);
    await expectRoles(tokens, () => ({ path: `${COHORTS}/harvard-a`, method: 'PUT', body: { name: 'Harvard A' } }), {
      otherFacilitator: 200,
      admin: 200,
    });
    const renamed = await update('mgh-a', { name: 'MGH Cohort A (2026)' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      cohort: { id: 'mgh-a', name: 'MGH Cohort A (2026)' },
      renamed_people: members.length,
    });
    for (const member of members) {
      const user = (await member.ref.get()).data()!;
      expect(user.cohort[(user.cohort_list as string[]).indexOf('mgh-a')]).toBe('MGH Cohort A (2026)');
    }
    // Other cohorts' names are untouched, and nothing else of the person changed.
    const admin = (await adminDb.doc('users/admin').get()).data()!;
    expect(admin.cohort_list).toEqual(['mgh-a']);
    // Dates alone; an end before the stored start is refused naming the field.
    const dated = await update('mgh-a', { end_date: END });
    expect(dated.body).toMatchObject({ cohort: { end_date: END }, renamed_people: 0 });
    expect((await update('mgh-a', { end_date: '2000-01-01T09:00:00-05:00' })).body.error).toBe(
      'end_date: the cohort would end before it starts',
    );
    expect((await update('harvard-a', { name: 'Mine' })).body.error).toBe('id: you do not run group harvard');
    expect((await update('nobody', { name: 'X' })).status).toBe(404);
    expect((await update('mgh-a', { group: 'harvard' })).body.error).toBe('group: unknown field');
  });
});
