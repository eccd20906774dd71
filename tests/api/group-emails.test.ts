/**
 * Group e-mails (docs/emails.md): POST /api/facilitator/emails to a cohort, a group or a saved
 * filter, now or later; the preview of each recipient's merge values; cancelling a waiting
 * message; the scheduled run that sends what is due. mgh-a's confirmed peers: adams, baker,
 * mcdonald, peer (Okafor); the kickoff is past, peer attended it.
 */
import { toApiDate } from '@peer-coaching/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { certificateStatusOf } from '../../functions/src/services/certificate/certificate-status.ts';
import { sendDueGroupEmails } from '../../functions/src/services/email/group-emails.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { calendarIds, DAY, eventNow, expectRoles, HOUR } from './support/events.ts';
import { createOpenSurvey, submitResponse } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    eventNow('ahead', DAY),
    // Invited people get no group e-mail: only confirmed peers.
    adminDb.doc('users/invitee').set({
      ...(await adminDb.doc('users/adams').get()).data(),
      id: 'invitee',
      email: 'invitee@api.test',
      status: 'invited',
    }),
    adminDb.doc('apologies/kickoff_baker').set({
      id: 'kickoff_baker',
      event_id: 'kickoff',
      user_id: 'baker',
      group: 'mgh',
      cohort: 'mgh-a',
      reason: 'Away',
      created_at: new Date('2026-01-01T12:00:00Z'),
    }),
    // A cohort of mgh with nobody in it.
    adminDb.doc('cohorts/mgh-empty').set({ ...(await adminDb.doc('cohorts/mgh-b').get()).data(), id: 'mgh-empty' }),
  ]);
  // {next_event} reads the cohort's calendar, which the events trigger rebuilds: its delivery may
  // queue behind earlier files' (a bound on the wait, not a speed goal).
  await calendarIds('mgh-a', (ids) => ids.includes('ahead'), 45_000);
}, 60_000);

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
  const mail = await adminDb.collection('mail').get();
  await Promise.all(mail.docs.map((d) => d.ref.delete()));
});

const PATH = '/api/facilitator/emails';
const later = (ms = DAY) => toApiDate(new Date(Date.now() + ms));
const compose = (audience: object, extra: object = {}) => ({
  audience,
  subject: 'Hello {first_name}',
  body: 'Dear {first_name} of {cohort}, next: {next_event}.',
  ...extra,
});
const send = (body: object, token = tokens.facilitator) => call(PATH, { method: 'POST', token, body });
const preview = (audience: object, token = tokens.facilitator) =>
  call(`${PATH}/preview`, { method: 'POST', token, body: { audience } });
const names = (body: Record<string, unknown>) => (body.recipients as { id: string }[]).map((r) => r.id);
const mailCount = async () => (await adminDb.collection('mail').count().get()).data().count;
const stored = async (id: string) => (await adminDb.doc(`group_emails/${id}`).get()).data()!;
const queuedFor = async (id: string) =>
  (await adminDb.collection('mail').where('group_email', '==', id).get()).docs.map((d) => d.data());

describe('POST /api/facilitator/emails', () => {
  it('is for staff of the audience’s group only', async () => {
    await expectRoles(
      tokens,
      () => ({ path: PATH, method: 'POST', body: compose({ cohort: 'mgh-a' }, { send_at: later() }) }),
      { facilitator: 202, admin: 202 },
    );
    // Across groups: another group's cohort, group, survey or event is refused, naming the field.
    const theirs: [object, string][] = [
      [{ cohort: 'harvard-a' }, 'audience.cohort: you do not run group harvard'],
      [{ group: 'harvard' }, 'audience.group: you do not run group harvard'],
      [{ filter: { name: 'at_risk', cohort: 'harvard-a' } }, 'audience.filter.cohort: you do not run group harvard'],
      [
        { filter: { name: 'event_absent', event: 'harvard-kickoff' } },
        'audience.filter.event: you do not run group harvard',
      ],
    ];
    for (const [audience, error] of theirs) {
      expect(await send(compose(audience))).toMatchObject({ status: 403, body: { error } });
      expect(await preview(audience)).toMatchObject({ status: 403, body: { error } });
    }
    expect((await send(compose({ cohort: 'harvard-a' }, { send_at: later() }), tokens.otherFacilitator)).status).toBe(
      202,
    );
    expect(await mailCount()).toBe(0);
  });

  it('names the field of every bad input and sends nothing', async () => {
    const cases: [object, RegExp][] = [
      [compose({}), /^audience: must name exactly one of cohort, group or filter/],
      [compose({ cohort: 'mgh-a', group: 'mgh' }), /^audience: must name exactly one/],
      [compose({ cohort: 'nope' }), /^audience\.cohort: unknown cohort nope/],
      [compose({ group: 'nope' }), /^audience\.group: unknown group nope/],
      [compose({ filter: { name: 'bored', cohort: 'mgh-a' } }), /^audience\.filter\.name: must be one of at_risk/],
      [compose({ filter: { name: 'at_risk' } }), /^audience\.filter\.cohort: is required for at_risk/],
      [compose({ filter: { name: 'event_absent', event: 'kickoff', cohort: 'mgh-a' } }), /cohort: does not apply/],
      [compose({ filter: { name: 'survey_non_respondents', survey: 'nope' } }), /^audience\.filter\.survey: unknown/],
      [compose({ filter: { name: 'event_absent', event: 'ahead' } }), /^audience\.filter\.event: nobody can be absent/],
      [compose({ cohort: 'mgh-a' }, { subject: ' ' }), /^subject: must not be empty/],
      [compose({ cohort: 'mgh-a' }, { body: 'x'.repeat(10_001) }), /^body: must be at most 10000/],
      [compose({ cohort: 'mgh-a' }, { body: 'Hi {frist_name}' }), /^body: \{frist_name\} is not a merge field/],
      [compose({ cohort: 'mgh-a' }, { send_at: 'tomorrow' }), /^send_at: must be a date like/],
      [
        compose({ cohort: 'mgh-a' }, { send_at: toApiDate(new Date(Date.now() - DAY)) }),
        /^send_at: must not be in the past/,
      ],
      [compose({ cohort: 'mgh-a' }, { send_at: later(400 * DAY) }), /^send_at: must be within a year/],
      [compose({ cohort: 'mgh-a' }, { cc: 'x' }), /^cc: unknown field/],
      [compose({ cohort: 'mgh-empty' }), /^audience: nobody to send to/],
    ];
    for (const [body, error] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(error);
    }
    expect(await mailCount()).toBe(0);
  });

  it('previews each audience: confirmed peers by last name, with their merge values', async () => {
    const cohort = await preview({ cohort: 'mgh-a' });
    expect(cohort.status).toBe(200);
    expect(cohort.body.label).toBe('MGH A');
    expect(names(cohort.body)).toEqual(['adams', 'baker', 'mcdonald', 'peer']);
    const peer = (cohort.body.recipients as { id: string; values: Record<string, string> }[]).find(
      (r) => r.id === 'peer',
    )!;
    expect(peer.values).toEqual({
      first_name: 'peer',
      cohort: 'MGH A',
      next_event: expect.stringMatching(/^Event ahead, \w+day, \w+ \d+ at \d+:\d\d [AP]M \(New York time\)$/),
    });
    expect(names((await preview({ group: 'mgh' })).body)).toEqual(['adams', 'alumnus', 'baker', 'mcdonald', 'peer']);
    expect((await preview({ group: 'mgh' })).body.label).toBe('Everyone in MGH');
    // kickoff: peer attended, baker apologised.
    const absent = await preview({ filter: { name: 'event_absent', event: 'kickoff' } });
    expect(absent.body).toMatchObject({ label: 'Absent from Kickoff' });
    expect(names(absent.body)).toEqual(['adams', 'mcdonald']);
    // At risk: the same prediction each peer's certificate status shows.
    const expected: string[] = [];
    for (const id of ['adams', 'baker', 'mcdonald', 'peer']) {
      const person = (await adminDb.doc(`users/${id}`).get()).data() as never;
      const status = await certificateStatusOf(
        { ...(person as object), id, last_login: null, created_at: new Date() } as never,
        new Date(),
      ).catch(() => null);
      if (status?.status === 'at_risk') expected.push(id);
    }
    expect(names((await preview({ filter: { name: 'at_risk', cohort: 'mgh-a' } })).body)).toEqual(expected);
  });

  it('previews the non-respondents of a survey', async () => {
    const { id, title } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    await submitResponse(id, 'baker', 'mgh-a');
    const response = await preview({ filter: { name: 'survey_non_respondents', survey: id } });
    expect(response.body.label).toBe(`Have not answered ${title}`);
    expect(names(response.body)).toEqual(['adams', 'mcdonald', 'peer']);
  });

  it('sends one plain-text message per recipient now, merge fields filled, and records who got it', async () => {
    const response = await send(
      compose({ filter: { name: 'event_absent', event: 'kickoff' } }, { subject: 'We missed you, {first_name}' }),
    );
    expect(response).toMatchObject({ status: 202, body: { id: expect.any(String), recipients: 2 } });
    const id = response.body.id as string;
    expect(await stored(id)).toMatchObject({
      group: 'mgh',
      status: 'sent',
      audience: { filter: { name: 'event_absent', event: 'kickoff' } },
      audience_label: 'Absent from Kickoff',
      recipient_count: 2,
      recipients: [
        { user_id: 'adams', name: 'adams adams', email: 'adams@api.test' },
        { user_id: 'mcdonald', name: 'mcdonald McDonald', email: 'mcdonald@api.test' },
      ],
      created_by: 'facilitator',
    });
    const queued = await queuedFor(id);
    expect(queued.map((m) => m.to).sort()).toEqual([['adams@api.test'], ['mcdonald@api.test']]);
    expect(queued.every((m) => m.group === 'mgh' && m.html === undefined)).toBe(true);
    const caught = await eventually(async () => {
      const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as {
        subject: string;
        text: string;
        to: { address: string }[];
      }[];
      const ours = list.filter((m) => m.subject.startsWith('We missed you'));
      return ours.length === 2 ? ours : undefined;
    });
    const adams = caught.find((m) => m.to[0]!.address === 'adams@api.test')!;
    expect(adams.subject).toBe('We missed you, adams');
    expect(adams.text).toMatch(/^Dear adams of MGH A, next: Event ahead, \w+day/);
    // The outbox's delivery state is what the history shows.
    await eventually(async () => {
      const states = (await queuedFor(id)).map((m) => (m.delivery as { state?: string } | undefined)?.state);
      return states.every((s) => s === 'SENT') ? true : undefined;
    });
  });

  it('waits until send_at, then the scheduled run sends it once; a waiting message can be cancelled', async () => {
    const response = await send(compose({ cohort: 'mgh-a' }, { send_at: later(HOUR) }));
    expect(response).toMatchObject({ status: 202, body: { recipients: 4 } });
    const id = response.body.id as string;
    expect(await stored(id)).toMatchObject({ status: 'scheduled', recipients: [], sent_at: null });
    // Not yet due: nothing happens.
    expect(await sendDueGroupEmails(new Date(), [id])).toEqual({ sent: [] });
    expect(await queuedFor(id)).toEqual([]);
    // Due: sent once, even when two runs race.
    const inAnHour = new Date(Date.now() + HOUR + 60_000);
    const runs = await Promise.all([sendDueGroupEmails(inAnHour, [id]), sendDueGroupEmails(inAnHour, [id])]);
    expect(runs.flatMap((r) => r.sent)).toEqual([id]);
    expect((await queuedFor(id)).map((m) => m.to[0]).sort()).toEqual([
      'adams@api.test',
      'baker@api.test',
      'mcdonald@api.test',
      'peer@api.test',
    ]);
    expect(await stored(id)).toMatchObject({ status: 'sent', recipient_count: 4 });
    // A sent message cannot be cancelled.
    expect((await call(`${PATH}/${id}`, { method: 'DELETE', token: tokens.facilitator })).status).toBe(409);

    const waiting = (await send(compose({ cohort: 'mgh-a' }, { send_at: later(HOUR) }))).body.id as string;
    await expectRoles(tokens, () => ({ path: `${PATH}/${waiting}`, method: 'DELETE' }), {
      facilitator: 200,
      admin: 409, // already cancelled by the facilitator
    });
    expect(await stored(waiting)).toMatchObject({ status: 'cancelled' });
    expect(await sendDueGroupEmails(inAnHour, [waiting])).toEqual({ sent: [] });
    expect((await call(`${PATH}/nope`, { method: 'DELETE', token: tokens.facilitator })).status).toBe(404);
  });
});
