/**
 * A group's program settings (docs/settings.md): GET and PUT /api/facilitator/settings/program for
 * every role and across groups, each bad field named, the defaults before a save, and the reminder
 * schedule taking effect on the automatic survey reminder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { remindSurveysDueSoon } from '../../functions/src/services/survey-reminders.ts';
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
