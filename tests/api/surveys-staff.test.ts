/**
 * Staff's survey endpoints (docs/surveys-staff.md): create, update, delete, the responses with who
 * has not answered, "Remind now", rejecting a make-up, for every role and each bad field; and the
 * automatic reminder, run directly (the emulators do not fire schedules): it reaches exactly the
 * non-respondents, through the outbox to the mail catcher, and never twice for a survey on a day.
 */
import {
  bodyFromTemplate,
  surveyResponseId,
  surveyTemplate,
  toApiDate,
  type SurveyBody,
  type SurveyKind,
} from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindSurveysDueSoon } from '../../functions/src/services/surveys/survey-reminders.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { calendarIds, DAY, expectRoles, HOUR } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  // An invited peer of mgh-a: never asked, never reminded.
  await adminDb.doc('users/invitee').set({
    ...(await adminDb.doc('users/adams').get()).data(),
    id: 'invitee',
    email: 'invitee@api.test',
    status: 'invited',
  });
});

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
  const [mail, reminders] = await Promise.all([
    adminDb.collection('mail').get(),
    adminDb.collection('survey_reminders').get(),
  ]);
  await Promise.all([...mail.docs, ...reminders.docs].map((d) => d.ref.delete()));
});

const PATH = '/api/facilitator/surveys';
const now = () => new Date();
/** A survey body open from an hour ago until `closesIn` from now, for mgh-a. */
function body(kind: SurveyKind = 'kickoff', extra: Partial<SurveyBody> = {}, closesIn = 10 * DAY): SurveyBody {
  return {
    ...bodyFromTemplate(surveyTemplate(kind, now()), ['mgh-a']),
    timing: {
      type: 'fixed',
      opens_at: toApiDate(new Date(Date.now() - HOUR)),
      closes_at: toApiDate(new Date(Date.now() + closesIn)),
    },
    published: true,
    ...extra,
  };
}

async function create(b: SurveyBody = body(), token = tokens.facilitator): Promise<string> {
  const response = await call(PATH, { method: 'POST', token, body: b });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

/** A peer's response written as the browser would (here with the admin SDK). */
async function answer(
  surveyId: string,
  userId: string,
  status: 'draft' | 'submitted' | 'rejected',
  extra: { kind?: SurveyKind; event_id?: string | null; answers?: object; cohort?: string } = {},
) {
  const at = Timestamp.fromDate(new Date(Date.now() - 10 * 60_000));
  const id = surveyResponseId(surveyId, userId, extra.event_id ?? null);
  await adminDb.doc(`survey_responses/${id}`).set({
    survey_id: surveyId,
    user_id: userId,
    group: 'mgh',
    cohort: extra.cohort ?? 'mgh-a',
    kind: extra.kind ?? 'kickoff',
    window: 'main',
    event_id: extra.event_id ?? null,
    answers: extra.answers ?? {},
    status,
    updated_at: at,
    submitted_at: status === 'draft' ? null : at,
  });
  return id;
}

const mailTo = async () =>
  (await adminDb.collection('mail').get()).docs.map((d) => (d.get('to') as string[]).join()).sort();

/**
 * The messages with `subject` that reached the catcher, once each of `recipients` has one. Only
 * this subject counts, and a recipient may hold a second copy: a message an earlier test queued
 * for the same survey title may still be on its way through the outbox when the catcher is
 * cleared. That each person gets exactly one is the outbox's part (`mailTo`).
 */
async function caught(recipients: readonly string[], subject: string) {
  return eventually(async () => {
    const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as {
      subject: string;
      text: string;
      to: { address: string }[];
    }[];
    const ours = list.filter((m) => m.subject === subject);
    const reached = new Set(ours.map((m) => m.to[0]!.address));
    return recipients.every((r) => reached.has(r)) ? ours : undefined;
    // The outbox trigger delivers one message after another on a busy functions emulator.
  }, 60_000);
}

const addressesOf = (messages: { to: { address: string }[] }[]) =>
  [...new Set(messages.map((m) => m.to[0]!.address))].sort();

describe('POST /api/facilitator/surveys', () => {
  it('is for staff of the cohorts’ group only', async () => {
    await expectRoles(tokens, () => ({ path: PATH, method: 'POST', body: body() }), { facilitator: 201, admin: 201 });
  });

  it('stores the definition with its windows and question map, ready for peers', async () => {
    const id = await create(body('reflection', { title: 'Spring reflection' }));
    const stored = (await adminDb.doc(`surveys/${id}`).get()).data()!;
    expect(stored).toMatchObject({
      group: 'mgh',
      kind: 'reflection',
      title: 'Spring reflection',
      counts_toward: 'reflection',
      cohorts: ['mgh-a'],
      published: true,
    });
    expect(Object.keys(stored.windows['mgh-a'])).toEqual(['main']);
    expect(Object.keys(stored.question_map)).toEqual((stored.questions as { id: string }[]).map((q) => q.id));
  });

  it('resolves a timing on the cohort timeline from the cohort’s calendar', async () => {
    await calendarIds('mgh-a', (ids) => ids.includes('kickoff'));
    const relative = bodyFromTemplate(surveyTemplate('kickoff', now()), ['mgh-a']);
    const id = await create({ ...relative, published: true });
    const windows = await eventually(async () => {
      const w = (await adminDb.doc(`surveys/${id}`).get()).get('windows.mgh-a.main') as
        { opens_at: Timestamp; closes_at: Timestamp } | undefined;
      return w;
    });
    // The kickoff of mgh-a is on January 5, 2026 (world.ts); the template closes 14 days after.
    expect(windows.closes_at.toDate().getTime()).toBeGreaterThan(new Date('2026-01-19T00:00:00-05:00').getTime());
  });

  it('answers 400 naming each bad field, 403 for another group’s cohort', async () => {
    const cases: [object, RegExp][] = [
      [{ ...body(), title: '' }, /^title: must not be empty/],
      [{ ...body(), cohorts: ['nope'] }, /^cohorts: unknown cohort nope/],
      [{ ...body(), cohorts: ['mgh-a', 'facilitators-sandbox'] }, /^cohorts: /],
      [{ ...body(), questions: [] }, /^questions: Add at least one question/],
      [{ ...body(), kind: 'poll' }, /^kind: must be one of /],
      [{ ...body(), counts_toward: 'check_in' }, /^counts_toward: only make-ups count toward check_in/],
      [
        {
          ...body(),
          timing: { type: 'fixed', opens_at: '2026-03-01T09:00:00-05:00', closes_at: '2026-02-01T09:00:00-05:00' },
        },
        /^timing\.closes_at: must be after opens_at/,
      ],
      [{ ...body(), windows: {} }, /^windows: unknown field/],
    ];
    for (const [b, message] of cases) {
      const response = await call(PATH, { method: 'POST', token: tokens.admin, body: b });
      expect({ b, status: response.status }).toEqual({ b, status: 400 });
      expect(response.body.error).toMatch(message);
    }
    const mixed = await call(PATH, {
      method: 'POST',
      token: tokens.admin,
      body: { ...body(), cohorts: ['mgh-a', 'harvard-a'] },
    });
    expect(mixed).toEqual({ status: 400, body: { error: 'cohorts: must all belong to one group' } });
    const other = await call(PATH, {
      method: 'POST',
      token: tokens.facilitator,
      body: { ...body(), cohorts: ['harvard-a'] },
    });
    expect(other).toEqual({ status: 403, body: { error: 'cohorts: you do not run group harvard' } });
  });

  it('works in the sandbox group, touching nothing else', async () => {
    const id = await create(body('custom', { cohorts: ['facilitators-sandbox'] }), tokens.admin);
    const stored = (await adminDb.doc(`surveys/${id}`).get()).data()!;
    expect(stored).toMatchObject({ group: 'facilitators', cohorts: ['facilitators-sandbox'] });
    expect(Object.keys(stored.windows)).toEqual(['facilitators-sandbox']);
    // A facilitator who does not run the sandbox cannot write there.
    const refused = await call(PATH, {
      method: 'POST',
      token: tokens.facilitator,
      body: body('custom', { cohorts: ['facilitators-sandbox'] }),
    });
    expect(refused).toEqual({ status: 403, body: { error: 'cohorts: you do not run group facilitators' } });
  });
});

describe('PUT and DELETE /api/facilitator/surveys/:id', () => {
  it('are for staff of the survey’s group only', async () => {
    const id = await create();
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}`, method: 'PUT', body: body() }), {
      facilitator: 200,
      admin: 200,
    });
    const [mine, theirs, kept] = await Promise.all([create(), create(), create()]);
    const target = { facilitator: mine, admin: theirs } as Record<string, string>;
    await expectRoles(tokens, (role) => ({ path: `${PATH}/${target[role] ?? kept}`, method: 'DELETE' }), {
      facilitator: 200,
      admin: 200,
    });
  });

  it('changes the definition, but not the kind nor the group', async () => {
    const id = await create();
    const changed = body('kickoff', { title: 'Kickoff, take two', published: false });
    expect(await call(`${PATH}/${id}`, { method: 'PUT', token: tokens.facilitator, body: changed })).toEqual({
      status: 200,
      body: { id },
    });
    expect((await adminDb.doc(`surveys/${id}`).get()).data()).toMatchObject({
      title: 'Kickoff, take two',
      published: false,
    });
    expect(await call(`${PATH}/${id}`, { method: 'PUT', token: tokens.facilitator, body: body('reflection') })).toEqual(
      {
        status: 400,
        body: { error: 'kind: cannot change once the survey exists (kickoff)' },
      },
    );
    const moved = await call(`${PATH}/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: body('kickoff', { cohorts: ['harvard-a'] }),
    });
    expect(moved).toEqual({ status: 400, body: { error: "cohorts: must belong to group mgh, the survey's group" } });
    expect((await call(`${PATH}/nope`, { method: 'PUT', token: tokens.facilitator, body: body() })).status).toBe(404);
  });

  it('deletes a survey with its drafts, and refuses one with answers (they count toward certificates)', async () => {
    const id = await create();
    const draft = await answer(id, 'adams', 'draft');
    expect(await call(`${PATH}/${id}`, { method: 'DELETE', token: tokens.facilitator })).toEqual({
      status: 200,
      body: { id },
    });
    expect((await adminDb.doc(`surveys/${id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`survey_responses/${draft}`).get()).exists).toBe(false);

    const answered = await create();
    await answer(answered, 'adams', 'submitted');
    expect(await call(`${PATH}/${answered}`, { method: 'DELETE', token: tokens.facilitator })).toEqual({
      status: 409,
      body: { error: 'This survey has 1 answer: unpublish it instead, so that they and what they count are kept' },
    });
    expect((await call(`${PATH}/nope`, { method: 'DELETE', token: tokens.facilitator })).status).toBe(404);
  });
});

describe('GET /api/facilitator/surveys/:id/responses', () => {
  it('is for staff of the survey’s group only', async () => {
    const id = await create();
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}/responses` }), { facilitator: 200, admin: 200 });
  });

  it('lists the submitted answers and who has not answered (drafts are not answers; invited people owe nothing)', async () => {
    const id = await create();
    await answer(id, 'peer', 'submitted', { answers: { feel: 4 } });
    await answer(id, 'baker', 'draft', { answers: { feel: 2 } });
    const { status, body: result } = await call(`${PATH}/${id}/responses`, { token: tokens.facilitator });
    expect(status).toBe(200);
    expect(result.responses).toEqual([
      {
        user_id: 'peer',
        submitted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
        answers: { feel: 4 },
      },
    ]);
    expect(result.non_respondents).toEqual(['adams', 'baker', 'mcdonald']);
    expect((await call(`${PATH}/nope/responses`, { token: tokens.facilitator })).status).toBe(404);
  });

  it('lists nobody for a survey peers cannot see', async () => {
    const id = await create(body('kickoff', { published: false }));
    expect((await call(`${PATH}/${id}/responses`, { token: tokens.facilitator })).body).toEqual({
      responses: [],
      non_respondents: [],
    });
  });
});

describe('POST /api/facilitator/surveys/:id/remind', () => {
  it('is for staff of the survey’s group only', async () => {
    // One survey each for the two who may: "Remind now" works once an hour per survey (limits.test.ts).
    const [id, forAdmin] = [await create(), await create()];
    await expectRoles(
      tokens,
      (role) => ({ path: `${PATH}/${role === 'admin' ? forAdmin : id}/remind`, method: 'POST' }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('sends one e-mail to each non-respondent, and to nobody else', async () => {
    const id = await create(body('kickoff', { title: 'Kickoff survey' }));
    await answer(id, 'peer', 'submitted');
    await answer(id, 'baker', 'draft');
    expect(await call(`${PATH}/${id}/remind`, { method: 'POST', token: tokens.facilitator })).toEqual({
      status: 200,
      body: { sent: 3 },
    });
    expect(await mailTo()).toEqual(['adams@api.test', 'baker@api.test', 'mcdonald@api.test']);
    const nonRespondents = ['adams@api.test', 'baker@api.test', 'mcdonald@api.test'];
    const messages = await caught(nonRespondents, 'Reminder: Kickoff survey');
    expect(addressesOf(messages)).toEqual(nonRespondents);
    expect(messages.every((m) => m.text.includes('/kickoff'))).toBe(true);
  });

  it('refuses an unpublished survey and sends nothing once everyone answered', async () => {
    const hidden = await create(body('kickoff', { published: false }));
    expect(await call(`${PATH}/${hidden}/remind`, { method: 'POST', token: tokens.facilitator })).toEqual({
      status: 409,
      body: { error: 'Peers cannot see this survey: publish it before reminding anyone' },
    });
    const id = await create();
    for (const p of ['peer', 'adams', 'baker', 'mcdonald']) await answer(id, p, 'submitted');
    expect((await call(`${PATH}/${id}/remind`, { method: 'POST', token: tokens.facilitator })).body).toEqual({
      sent: 0,
    });
    expect(await mailTo()).toEqual([]);
  });
});

describe('POST /api/facilitator/surveys/:id/responses/:user_id/reject', () => {
  it('is for staff of the survey’s group only, and takes a make-up back', async () => {
    const id = await create(body('makeup'));
    let n = 0;
    const ids = ['adams', 'baker', 'mcdonald'];
    for (const user of ids) await answer(id, user, 'submitted', { kind: 'makeup', event_id: 'kickoff' });
    await expectRoles(
      tokens,
      (role) => ({
        path: `${PATH}/${id}/responses/${role === 'facilitator' || role === 'admin' ? ids[n++] : 'adams'}/reject`,
        method: 'POST',
        body: { event_id: 'kickoff', reason: 'Not about the session' },
      }),
      { facilitator: 200, admin: 200 },
    );
    const stored = (await adminDb.doc(`survey_responses/${surveyResponseId(id, 'adams', 'kickoff')}`).get()).data()!;
    expect(stored).toMatchObject({
      status: 'rejected',
      rejected_by: 'facilitator',
      reject_reason: 'Not about the session',
    });
  });

  it('answers the same twice, 404 for no such make-up, 409 for a draft or a survey that is not a make-up, 400 naming bad fields', async () => {
    const id = await create(body('makeup'));
    await answer(id, 'adams', 'submitted', { kind: 'makeup', event_id: 'kickoff' });
    await answer(id, 'baker', 'draft', { kind: 'makeup', event_id: 'kickoff' });
    const reject = (user: string, b: object, survey = id) =>
      call(`${PATH}/${survey}/responses/${user}/reject`, { method: 'POST', token: tokens.facilitator, body: b });
    const rejectedId = surveyResponseId(id, 'adams', 'kickoff');
    expect(await reject('adams', { event_id: 'kickoff' })).toEqual({
      status: 200,
      body: { id: rejectedId, status: 'rejected' },
    });
    expect(await reject('adams', { event_id: 'kickoff' })).toEqual({
      status: 200,
      body: { id: rejectedId, status: 'rejected' },
    });
    expect((await reject('mcdonald', { event_id: 'kickoff' })).status).toBe(404);
    expect(await reject('baker', { event_id: 'kickoff' })).toEqual({
      status: 409,
      body: { error: 'Only a submitted make-up can be rejected (this one is a draft)' },
    });
    const kickoff = await create();
    expect(await reject('adams', { event_id: 'kickoff' }, kickoff)).toEqual({
      status: 409,
      body: { error: 'Only make-ups can be rejected' },
    });
    expect((await reject('adams', {})).body.error).toBe('event_id: is required');
    expect((await reject('adams', { event_id: 'kickoff', reason: 'x'.repeat(501) })).body.error).toBe(
      'reason: must be at most 500 characters',
    );
    expect((await reject('adams', { event_id: 'kickoff', extra: 1 })).body.error).toBe('extra: unknown field');
  });
});

describe('a rejected make-up no longer counts', () => {
  it('takes the check-in back through the counting trigger', async () => {
    const id = await create(body('makeup'));
    // Answers that pass the make-up's own schema (only those count).
    const answers: Record<string, unknown> = {};
    for (const q of surveyTemplate('makeup', now()).questions) {
      if (q.type === 'scale') answers[q.id] = 4;
      else if (q.type === 'yes_no') answers[q.id] = true;
      else if (q.type === 'single_choice') answers[q.id] = q.options[0];
      else if (q.type === 'multiple_choice') answers[q.id] = [q.options[0]];
      else answers[q.id] = 'What I learnt from the session notes.';
    }
    await answer(id, 'mcdonald', 'submitted', { kind: 'makeup', event_id: 'kickoff', answers });
    const checkIns = (expected: number) =>
      eventually(async () => {
        const value = (await adminDb.doc('activities/mcdonald').get()).get('check_in') as number | undefined;
        return value === expected ? value : undefined;
      }, 20_000);
    await checkIns(1);
    const rejected = await call(`${PATH}/${id}/responses/mcdonald/reject`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { event_id: 'kickoff', reason: 'Copied' },
    });
    expect(rejected.status).toBe(200);
    await checkIns(0);
  });
});

describe('the automatic reminder (run as the schedule would)', () => {
  const ORIGIN = 'https://peer-coaching.test';

  it('reminds exactly the non-respondents of a window closing within three days, once a day and once a window', async () => {
    const soon = await create(body('kickoff', { title: 'Closing soon' }, 2 * DAY));
    const later = await create(body('reflection', { title: 'Closing later' }, 10 * DAY));
    await answer(soon, 'peer', 'submitted');
    await answer(soon, 'adams', 'draft');
    const mine = (s: { id: string }) => s.id === soon || s.id === later;

    // Two runs at once (the scheduler may deliver twice): one of them reminds.
    const runs = await Promise.all([
      remindSurveysDueSoon(new Date(), ORIGIN, mine),
      remindSurveysDueSoon(new Date(), ORIGIN, mine),
    ]);
    expect(runs.flatMap((r) => r.reminded)).toEqual([{ survey_id: soon, windows: ['mgh-a/main'], sent: 3 }]);
    expect(runs.flatMap((r) => r.skipped)).toEqual([soon]);
    const first = runs[0]!;
    expect(await mailTo()).toEqual(['adams@api.test', 'baker@api.test', 'mcdonald@api.test']);
    const messages = await caught(['adams@api.test', 'baker@api.test', 'mcdonald@api.test'], 'Reminder: Closing soon');
    expect(addressesOf(messages)).toHaveLength(3);
    expect(messages.every((m) => m.text.includes(`${ORIGIN}/kickoff`))).toBe(true);

    // The same day again: nothing more.
    expect((await remindSurveysDueSoon(new Date(), ORIGIN, mine)).reminded).toEqual([]);
    expect(await mailTo()).toHaveLength(3);

    // The next day the window has been reminded already; the other survey comes due 8 days later.
    const tomorrow = new Date(Date.now() + DAY);
    expect((await remindSurveysDueSoon(tomorrow, ORIGIN, mine)).reminded).toEqual([]);
    const inEightDays = new Date(Date.now() + 8 * DAY);
    const laterRun = await remindSurveysDueSoon(inEightDays, ORIGIN, mine);
    expect(laterRun.reminded).toEqual([{ survey_id: later, windows: ['mgh-a/main'], sent: 4 }]);
    expect(await mailTo()).toHaveLength(7);
    const record = await adminDb.doc(`survey_reminders/${soon}_${first.day}`).get();
    expect(record.get('recipients')).toEqual(['adams', 'baker', 'mcdonald']);
  });
});
