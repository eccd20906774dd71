/** What each endpoint answers for the roles allowed: shapes, filters, sorting, dates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb, idTokenFor } from '../support/admin.ts';
import { inSecondAfter, tokenSeconds } from '../support/clock.ts';
import { API_BASE_URL } from '../support/emulators.ts';
import { bodyFromTemplate, endpoints, surveyResponseId, surveyTemplate, toApiDate } from '@peer-coaching/domain';
import { calendarIds, eventBody, eventNow, settledDoc, steadyWindow } from './support/events.ts';
import { answeredEndpoints, buildWorld, call, people } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const API_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

describe('GET /api/shared/user', () => {
  it('returns the user with dates as YYYY-MM-DDTHH:mm:ssZ in America/New_York', async () => {
    const { status, body } = await call('/api/shared/user?id=peer', { token: tokens.peer });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'peer', role: 'peer', cohort_list: ['mgh-a'], current_group: 'mgh' });
    expect(body.last_login).toBe('2026-01-02T10:00:00-05:00');
    expect(body).not.toHaveProperty('last_name_lower');
  });
  it('answers 404 for an unknown id (admin) and 400 without one', async () => {
    expect((await call('/api/shared/user?id=nobody', { token: tokens.admin })).status).toBe(404);
    const missing = await call('/api/shared/user', { token: tokens.admin });
    expect(missing).toEqual({ status: 400, body: { error: 'id: is required' } });
  });
});

describe('PUT /api/shared/user_info', () => {
  it('records last_login as the time the person signed in, at sign-in only, whatever value the client sends', async () => {
    /** The sign-in time an ID token carries (auth_time, seconds). */
    const signedInAt = (token: string) => new Date(tokenSeconds(token, 'auth_time') * 1000);
    const record = (token: string) =>
      call('/api/shared/user_info', {
        method: 'PUT',
        token,
        body: { id: 'peer', key: 'last_login', value: '1999-01-01T00:00:00Z' },
      });
    const stored = async () => ((await adminDb.doc('users/peer').get()).get('last_login') as Timestamp).toDate();

    const first = await record(tokens.peer);
    expect(first.status).toBe(200);
    expect(new Date(String(first.body.value))).toEqual(signedInAt(tokens.peer));
    expect(await stored()).toEqual(signedInAt(tokens.peer));

    // The app opened again on the same sign-in (a kept session) records it again: nothing moves.
    const stamp = (await adminDb.doc('users/peer').get()).updateTime!;
    expect((await record(tokens.peer)).status).toBe(200);
    expect((await adminDb.doc('users/peer').get()).updateTime!.isEqual(stamp)).toBe(true);

    // A new sign-in moves it to that sign-in's time.
    await inSecondAfter(tokenSeconds(tokens.peer, 'auth_time'));
    const again = await idTokenFor(people.peer.email);
    expect(signedInAt(again).getTime()).toBeGreaterThan(signedInAt(tokens.peer).getTime());
    expect((await record(again)).status).toBe(200);
    expect(await stored()).toEqual(signedInAt(again));

    // Nobody records another person's sign-in.
    const byStaff = await call('/api/shared/user_info', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { id: 'peer', key: 'last_login', value: 'now' },
    });
    expect(byStaff).toEqual({ status: 403, body: { error: 'key: last_login is recorded by the person signing in' } });
  });
  it('sets the tutorial flag', async () => {
    const response = await call('/api/shared/user_info', {
      method: 'PUT',
      token: tokens.peer,
      body: { id: 'peer', key: 'tutorial', value: false },
    });
    expect(response).toEqual({ status: 200, body: { id: 'peer', key: 'tutorial', value: false } });
    expect((await adminDb.doc('users/peer').get()).get('tutorial')).toBe(false);
  });
  it('rejects keys off the allow-list, wrong value types, unknown fields and bad JSON with 400', async () => {
    const put = (body: unknown) => call('/api/shared/user_info', { method: 'PUT', token: tokens.peer, body });
    expect((await put({ id: 'peer', key: 'role', value: 'admin' })).body.error).toMatch(/^key: must be one of /);
    expect(await put({ id: 'peer', key: 'tutorial', value: 'yes' })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^value: /) },
    });
    expect(await put({ id: 'peer', key: 'tutorial', value: true, admin: true })).toEqual({
      status: 400,
      body: { error: 'admin: unknown field' },
    });
    // Malformed JSON is rejected by the Functions runtime before our app: a 400 without internals.
    const malformed = await put('{"id": ');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toMatch(/at JSON.parse|node_modules/);
    expect((await adminDb.doc('users/peer').get()).get('role')).toBe('peer');
  });
  it("refuses a current_cohort that is not one of the person's cohorts", async () => {
    const response = await call('/api/shared/user_info', {
      method: 'PUT',
      token: tokens.peer,
      body: { id: 'peer', key: 'current_cohort', value: 'harvard-a' },
    });
    expect(response.status).toBe(403);
  });
});

describe('the account calls (tests/api/account.test.ts has the rest)', () => {
  it("download the caller's own data, and end every session of a separate account", async () => {
    const data = await call('/api/shared/my_data', { token: tokens.peer });
    expect(data.status).toBe(200);
    expect(data.body.profile).toMatchObject({ id: 'peer' });
    await adminAuth.createUser({ uid: 'signing-out', email: 'signing-out@api.test', password: 'test-password' });
    const token = await idTokenFor('signing-out@api.test');
    const ended = await call('/api/shared/sign_out_everywhere', { method: 'POST', token });
    expect(ended.body.signed_out_at).toMatch(API_DATE);
  });
});

describe('GET /api/facilitator/reports/attendance (tests/api/reports.test.ts has the rest)', () => {
  it("answers the cohort's attendance as CSV", async () => {
    const csv = await call('/api/facilitator/reports/attendance?cohort=mgh-a&format=csv', {
      token: tokens.facilitator,
    });
    expect(csv.status).toBe(200);
    expect(csv.text).toMatch(/^Last name,First name,E-mail,/);
  });
});

describe('GET /api/admin/groups', () => {
  it('returns every group with its cohorts, each cohort carrying its group id', async () => {
    const { body } = await call('/api/admin/groups', { token: tokens.admin });
    const groups = body.groups as { id: string; cohorts: { id: string; group: string }[] }[];
    expect(groups.map((g) => g.id).sort()).toEqual(['facilitators', 'harvard', 'mgh']);
    const mgh = groups.find((g) => g.id === 'mgh');
    expect(mgh?.cohorts.map((c) => c.id)).toEqual(['alumni', 'mgh-a', 'mgh-b']);
    expect(mgh?.cohorts.every((c) => c.group === 'mgh')).toBe(true);
  });
});

describe('GET /api/facilitator/cohorts', () => {
  it('returns the cohorts of the requested groups, with arrays sent without indices', async () => {
    const { body } = await call('/api/facilitator/cohorts?groups=mgh&groups=harvard', { token: tokens.admin });
    expect((body.cohorts as { id: string }[]).map((c) => c.id).sort()).toEqual([
      'alumni',
      'harvard-a',
      'mgh-a',
      'mgh-b',
    ]);
  });
  it('refuses a group outside the facilitator group_list, even mixed with their own', async () => {
    expect(
      (await call('/api/facilitator/cohorts?groups=mgh&groups=harvard', { token: tokens.facilitator })).status,
    ).toBe(403);
  });
});

describe('GET /api/facilitator/users', () => {
  it('returns only peers, sorted by last name ignoring case', async () => {
    const { body } = await call('/api/facilitator/users?cohort=mgh-a', { token: tokens.facilitator });
    const users = body.users as { id: string; last_name: string; role: string }[];
    expect(users.map((u) => u.last_name)).toEqual(['adams', 'Baker', 'McDonald', 'Okafor']);
    expect(users.every((u) => u.role === 'peer')).toBe(true);
  });
  it('answers 404 for an unknown cohort and 403 for another group', async () => {
    expect((await call('/api/facilitator/users?cohort=nope', { token: tokens.facilitator })).status).toBe(404);
    expect(
      (await call('/api/facilitator/users?cohort=mgh-a&cohort=harvard-a', { token: tokens.facilitator })).status,
    ).toBe(403);
  });
});

describe('GET /api/user/shared_cohorts', () => {
  it('adds the alumni cohort for alumni-community members, naming their own from the profile', async () => {
    const response = await fetch(`${API_BASE_URL}/api/user/shared_cohorts?cohort=mgh-b&group=mgh`, {
      headers: { authorization: `Bearer ${tokens.alumnus}` },
    });
    expect(await response.json()).toEqual({
      cohorts: ['MGH B', 'Alumni'],
      cohort_ids: ['mgh-b', 'alumni'],
      user_filter: 'confirmed',
    });
    // The caller's profile and the one cohort the profile does not name (the alumni cohort).
    expect(response.headers.get('x-document-reads')).toBe('2');
  });
  it("answers staff the cohort asked for, by the spec's name and by id", async () => {
    const { body } = await call('/api/user/shared_cohorts?cohort=mgh-a&group=mgh', { token: tokens.facilitator });
    expect(body).toEqual({ cohorts: ['MGH A'], cohort_ids: ['mgh-a'], user_filter: 'confirmed' });
  });
  it('refuses a peer asking for a cohort that is not theirs', async () => {
    expect((await call('/api/user/shared_cohorts?cohort=mgh-b&group=mgh', { token: tokens.peer })).status).toBe(403);
  });
});

describe('GET /api/user/events and attendance', () => {
  it('returns the events of the shared cohorts, sorted by start, with the base colour', async () => {
    const { body } = await call('/api/user/events?shared_cohorts=mgh-a', { token: tokens.peer });
    const events = body.events as { id: string; color: string; start_date: string }[];
    expect(events.map((e) => [e.id, e.color])).toEqual([
      ['essay-due', 'yellow'],
      ['kickoff', 'grey'],
    ]);
    expect(events[0]?.start_date).toMatch(API_DATE);
  });
  it("never returns another cohort's events, whatever the parameters", async () => {
    for (const query of [
      'shared_cohorts=harvard-a',
      'shared_cohorts=mgh-a&shared_cohorts=harvard-a',
      'shared_cohorts=alumni',
      'shared_cohorts=mgh-b',
    ]) {
      expect((await call(`/api/user/events?${query}`, { token: tokens.peer })).status).toBe(403);
    }
    expect((await call('/api/user/events?shared_cohorts[0]=harvard-a', { token: tokens.peer })).status).toBe(400);
  });
  it('returns the alumni events to an alumni-community member', async () => {
    const { body } = await call('/api/user/events?shared_cohorts=mgh-b&shared_cohorts=alumni', {
      token: tokens.alumnus,
    });
    expect((body.events as { id: string }[]).map((e) => e.id)).toEqual(['essay-due', 'alumni-mixer']);
  });
  it("returns a peer's own attendance records, and refuses another peer's", async () => {
    const { body } = await call('/api/user/attendance', { token: tokens.peer });
    expect(body.records).toEqual([expect.objectContaining({ event_id: 'kickoff', status: 'attended' })]);
    expect((await call('/api/user/attendance?id=otherPeer', { token: tokens.peer })).status).toBe(403);
  });
});

describe('GET /api/user/announcements', () => {
  it('gives peers the visible ones in display order: manual visible, timed in window', async () => {
    const { body } = await call('/api/user/announcements?shared_cohorts=mgh-a', { token: tokens.peer });
    expect((body.announcements as { id: string }[]).map((a) => a.id)).toEqual(['welcome', 'current']);
  });
  it('gives facilitators all of them', async () => {
    const { body } = await call('/api/user/announcements?shared_cohorts=mgh-a', { token: tokens.facilitator });
    expect((body.announcements as { id: string }[]).map((a) => a.id)).toEqual([
      'draft',
      'welcome',
      'expired',
      'current',
    ]);
  });
});

describe('GET /api/facilitator/sandbox_data', () => {
  it('returns only the sandbox group data', async () => {
    const { body } = await call('/api/facilitator/sandbox_data', { token: tokens.facilitator });
    expect((body.events as { id: string }[]).map((e) => e.id)).toEqual(['sandbox-session']);
    expect((body.announcements as { id: string }[]).map((a) => a.id)).toEqual(['sandbox-news']);
    expect(body.users).toEqual([]);
  });
});

describe('GET /api/shared/activities and /api/user/setting', () => {
  it('returns the activity counts keyed by the requirement type names', async () => {
    const { body } = await call('/api/shared/activities?id=peer', { token: tokens.peer });
    expect(body).toMatchObject({ kickoff: 1, check_in: 0, kickoff_response: true, program_eval: false });
  });
  it('returns the certificate settings of the current group', async () => {
    const { status, body } = await call('/api/user/setting?group=mgh&setting=certificate', { token: tokens.peer });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      group: 'mgh',
      setting: 'certificate',
      settings: { engagement_requirements: { check_in: { value_min: 4 } } },
    });
  });
  it('answers null settings for a group that has saved none (the client’s "Problem loading certificate requirements")', async () => {
    const settings = adminDb.doc('groups/mgh/settings/certificate');
    const saved = (await settings.get()).data()!;
    await settings.delete();
    try {
      expect(await call('/api/user/setting?group=mgh&setting=certificate', { token: tokens.peer })).toEqual({
        status: 200,
        body: { group: 'mgh', setting: 'certificate', settings: null },
      });
    } finally {
      await settings.set(saved);
    }
  });
  it('names the bad parameter', async () => {
    expect(await call('/api/user/setting?group=mgh&setting=colours', { token: tokens.peer })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^setting: /) },
    });
    expect((await call('/api/user/setting?group=harvard&setting=certificate', { token: tokens.peer })).status).toBe(
      403,
    );
  });
});

describe('events, attendance, check-in, apologies and calendar feeds', () => {
  // Each answers once here within its response schema; their own suites cover roles and inputs
  // (events-write, attendance-write, check-in, apologies, calendar-feed, email-participants).
  it('creates, changes, duplicates and deletes an event', async () => {
    const created = await call('/api/facilitator/events', {
      method: 'POST',
      token: tokens.facilitator,
      body: eventBody(),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const path = `/api/facilitator/events/${id}`;
    expect(
      await call(path, { method: 'PUT', token: tokens.facilitator, body: eventBody({ title: 'Moved' }) }),
    ).toMatchObject({ status: 200, body: { id } });
    const copy = await call(`${path}/duplicate`, { method: 'POST', token: tokens.facilitator });
    expect(copy.status).toBe(201);
    expect(await call(path, { method: 'DELETE', token: tokens.facilitator })).toMatchObject({
      status: 200,
      body: { id },
    });
  });

  it('marks attendance, takes it back, shows the code, checks in and e-mails', async () => {
    await eventNow('live-session', -10 * 60_000);
    const body = { event_id: 'live-session', user_id: 'adams', status: 'attended' };
    expect(await call('/api/facilitator/attendance', { method: 'PUT', token: tokens.admin, body })).toMatchObject({
      status: 200,
      body: { id: 'live-session_adams', status: 'attended' },
    });
    expect(
      await call('/api/facilitator/attendance?event_id=live-session&user_id=adams', {
        method: 'DELETE',
        token: tokens.admin,
      }),
    ).toMatchObject({ status: 200, body: { id: 'live-session_adams', status: null } });
    await steadyWindow();
    const shown = await call('/api/facilitator/events/live-session/check_in_code', { token: tokens.facilitator });
    expect(shown.body.expires_at).toMatch(API_DATE);
    const checkedIn = await call('/api/user/check_in', {
      method: 'POST',
      token: tokens.peer,
      body: { event_id: 'live-session', code: shown.body.code },
    });
    expect(checkedIn).toMatchObject({ status: 200, body: { status: 'attended' } });
    const preview = await call('/api/facilitator/events/live-session/email', {
      method: 'POST',
      token: tokens.facilitator,
      body: { audience: 'attended', subject: 'Thanks', message: 'Thank you for coming.', preview: true },
    });
    expect(preview.body).toEqual({
      audience: 'attended',
      recipients: [{ id: 'peer', name: 'peer Okafor' }],
      sent: false,
    });
  });

  it('takes an apology, gives an .ics file and a feed URL, renews and revokes it', async () => {
    await eventNow('next-week', 7 * 24 * 60 * 60_000);
    const apology = await call('/api/user/apologies', {
      method: 'POST',
      token: tokens.peer,
      body: { event_id: 'next-week', reason: 'On call' },
    });
    expect(apology).toMatchObject({ status: 201, body: { id: 'next-week_peer' } });
    expect((await call('/api/user/events/next-week/ics', { token: tokens.peer })).text).toMatch(/^BEGIN:VCALENDAR/);
    const feed = await call('/api/user/calendar_feed', { token: tokens.peer });
    const renewed = await call('/api/user/calendar_feed', { method: 'POST', token: tokens.peer });
    expect(renewed.body.url).not.toBe(feed.body.url);
    expect((await call(new URL(renewed.body.url as string).pathname)).status).toBe(200);
    expect(await call('/api/user/calendar_feed', { method: 'DELETE', token: tokens.peer })).toMatchObject({
      status: 200,
      body: { revoked: true },
    });
  });
});

describe('certificate requirements and status (details in certificate.test.ts)', () => {
  it('saves a group’s requirements and answers a peer’s certificate status', async () => {
    const current = await call('/api/user/setting?group=mgh&setting=certificate', { token: tokens.facilitator });
    const saved = await call('/api/facilitator/setting', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { group: 'mgh', setting: 'certificate', settings: current.body.settings },
    });
    expect(saved).toEqual({ status: 200, body: current.body });
    const status = await call('/api/shared/certificate_status?id=peer', { token: tokens.peer });
    // Earned moves as the check-in above is counted by its trigger; required is the world's.
    expect(status.body).toMatchObject({ required: 10, certificate_id: null });
  });
});

describe('issued certificates (docs/certificate-issuing.md; tests/api/certificates.test.ts)', () => {
  it('verifies a certificate for anyone and gives its holder the PDF', async () => {
    const id = 'EndpointsCertificate01';
    await adminDb.doc(`certificates/${id}`).set({
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      cohort_name: 'MGH A',
      name: 'peer Okafor',
      program: 'MGH Peer Coaching Program',
      issued_at: new Date('2026-06-01T15:00:00Z'),
    });
    expect(await call(`/api/public/certificates/${id}`)).toEqual({
      status: 200,
      body: { name: 'peer Okafor', program: 'MGH Peer Coaching Program', date: '2026-06-01' },
    });
    expect((await call(`/api/user/certificates/${id}/pdf`, { token: tokens.peer })).text).toMatch(/^%PDF-/);
  });
});

describe('announcements', () => {
  // Each answers once here within its response schema; announcements-write covers roles and inputs.
  it('creates, changes, reorders, e-mails (preview) and deletes an announcement', async () => {
    const path = '/api/facilitator/announcements';
    const body = {
      title: 'Hello',
      body: '**Hi**',
      display: 'manual',
      visible: true,
      start_date: null,
      end_date: null,
      cohorts: ['mgh-a'],
    };
    const created = await call(path, { method: 'POST', token: tokens.facilitator, body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(
      await call(`${path}/${id}`, { method: 'PUT', token: tokens.facilitator, body: { ...body, title: 'Hi' } }),
    ).toMatchObject({ status: 200, body: { id } });
    expect(
      await call(`${path}/order`, { method: 'PUT', token: tokens.facilitator, body: { ids: ['welcome', id] } }),
    ).toMatchObject({ status: 200, body: { ids: ['welcome', id] } });
    const preview = await call(`${path}/${id}/email`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { preview: true },
    });
    expect(preview.body.sent).toBe(false);
    expect(await call(`${path}/${id}`, { method: 'DELETE', token: tokens.facilitator })).toMatchObject({
      status: 200,
      body: { id },
    });
  });
});

describe('resources (docs/resources.md)', () => {
  // Each answers once here within its response schema; resources.test.ts covers roles and inputs.
  it('adds, changes, reorders and removes a resource', async () => {
    const path = '/api/facilitator/resources';
    const body = {
      title: 'Guide',
      url: 'https://example.org/guide',
      description: '',
      category: 'Readings',
      cohorts: ['mgh-a'],
    };
    const created = await call(path, { method: 'POST', token: tokens.facilitator, body });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(
      await call(`${path}/${id}`, { method: 'PUT', token: tokens.facilitator, body: { ...body, title: 'Handbook' } }),
    ).toMatchObject({ status: 200, body: { id } });
    expect(
      await call(`${path}/order`, { method: 'PUT', token: tokens.facilitator, body: { ids: [id] } }),
    ).toMatchObject({ status: 200, body: { ids: [id], moved: 0 } });
    expect(await call(`${path}/${id}`, { method: 'DELETE', token: tokens.facilitator })).toMatchObject({
      status: 200,
      body: { id },
    });
  });
});

describe('staff surveys (docs/surveys-staff.md)', () => {
  it('create, update, responses, remind, reject a make-up and delete answer within their schemas', async () => {
    const path = '/api/facilitator/surveys';
    const opens = toApiDate(new Date(Date.now() - 3_600_000));
    const closes = toApiDate(new Date(Date.now() + 5 * 86_400_000));
    const survey = {
      ...bodyFromTemplate(surveyTemplate('makeup', new Date()), ['mgh-a']),
      timing: { type: 'fixed', opens_at: opens, closes_at: closes },
      published: true,
    };
    const created = await call(path, { method: 'POST', token: tokens.facilitator, body: survey });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(
      await call(`${path}/${id}`, { method: 'PUT', token: tokens.facilitator, body: { ...survey, title: 'Make-up' } }),
    ).toMatchObject({ status: 200, body: { id } });
    const responses = await call(`${path}/${id}/responses`, { token: tokens.facilitator });
    expect(responses.body).toMatchObject({ responses: [] });
    await adminDb.doc(`survey_responses/${surveyResponseId(id, 'adams', 'kickoff')}`).set({
      survey_id: id,
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      kind: 'makeup',
      window: 'main',
      event_id: 'kickoff',
      answers: {},
      status: 'submitted',
      updated_at: new Date(),
      submitted_at: new Date(),
    });
    const rejected = await call(`${path}/${id}/responses/adams/reject`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { event_id: 'kickoff' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected' });
    expect((await call(`${path}/${id}/remind`, { method: 'POST', token: tokens.facilitator })).status).toBe(200);
    const hidden = await call(path, {
      method: 'POST',
      token: tokens.facilitator,
      body: { ...survey, published: false },
    });
    expect(
      await call(`${path}/${hidden.body.id as string}`, { method: 'DELETE', token: tokens.facilitator }),
    ).toMatchObject({ status: 200, body: { id: hidden.body.id } });
  });
});

describe('peer surveys (docs/surveys.md)', () => {
  it('GET /api/user/surveys answers within its schema', async () => {
    expect(await call('/api/user/surveys', { token: tokens.peer })).toMatchObject({ status: 200 });
  });
});

describe('people (docs/users.md)', () => {
  it('invite, edit and graduate answer within their schemas', async () => {
    const invite = await call('/api/facilitator/users/invite', {
      method: 'POST',
      token: tokens.facilitator,
      body: { users: [{ email: 'table.invitee@api.test', first_name: 'Tab', last_name: 'Le', cohort: 'mgh-a' }] },
    });
    expect(invite.body).toMatchObject({ invited: [expect.any(String)], rejected: [] });
    const edit = await call('/api/facilitator/users/mcdonald', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { department: 'Radiology' },
    });
    expect(edit.body).toMatchObject({ id: 'mcdonald', department: 'Radiology' });
    const graduate = await call('/api/facilitator/cohorts/facilitators-sandbox/graduate', {
      method: 'POST',
      token: tokens.admin,
    });
    expect(graduate.body).toEqual({ graduated: [] });
  });
});

describe('matching rounds (docs/matching.md)', () => {
  it('proposes, re-runs, arranges and publishes a round of mgh-a', async () => {
    const path = '/api/facilitator/matching/rounds';
    const created = await call(path, { method: 'POST', token: tokens.facilitator, body: { cohort: 'mgh-a' } });
    expect(created).toEqual({ status: 201, body: { id: expect.any(String) } });
    const id = String(created.body.id);
    expect(await call(`${path}/${id}`, { method: 'PUT', token: tokens.facilitator, body: {} })).toEqual({
      status: 200,
      body: { id },
    });
    const arranged = await call(`${path}/${id}/groups`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { groups: [{ members: ['peer', 'mcdonald'] }, { members: ['adams', 'baker'], locked: true }] },
    });
    expect(arranged).toEqual({ status: 200, body: { id } });
    const published = await call(`${path}/${id}/publish`, { method: 'POST', token: tokens.facilitator });
    expect(published).toEqual({ status: 200, body: { id, partners: 4 } });
  });
});

describe('pages and e-mail templates (docs/pages.md; tests/api/pages.test.ts)', () => {
  it('save, restore and the facilitators answer within their schemas', async () => {
    const path = '/api/facilitator/pages/guidelines';
    const saved = await call(path, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { group: 'mgh', markdown: '# Hi' },
    });
    expect(saved).toEqual({ status: 200, body: { key: 'guidelines', version: 1 } });
    const restored = await call(`${path}/restore`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { group: 'mgh', version: 1 },
    });
    expect(restored).toEqual({ status: 200, body: { key: 'guidelines', version: 2 } });
    const listed = await call('/api/user/facilitators?group=mgh', { token: tokens.peer });
    expect(listed.body.facilitators).toEqual([expect.objectContaining({ id: 'facilitator' })]);
  });
});

describe('program settings (docs/settings.md; tests/api/group-settings.test.ts)', () => {
  it('read and save answer within their schemas', async () => {
    const path = '/api/facilitator/settings/program';
    const read = await call(`${path}?group=mgh`, { token: tokens.facilitator });
    expect(read.body).toMatchObject({ group: 'mgh', saved: false });
    const body = { group: 'mgh', program_name: 'MGH', contact_name: '', contact_email: '', survey_reminder_days: 2 };
    const saved = await call(path, { method: 'PUT', token: tokens.facilitator, body });
    expect(saved.body).toMatchObject({ ...body, saved: true });
  });
  it('creating and changing a cohort answer within their schemas', async () => {
    const dates = { start_date: '2027-01-15T09:00:00-05:00', end_date: '2027-06-15T09:00:00-05:00' };
    const path = '/api/facilitator/settings/cohorts';
    const created = await call(path, {
      method: 'POST',
      token: tokens.facilitator,
      body: { group: 'mgh', name: 'New', ...dates },
    });
    expect(created.status).toBe(201);
    const id = (created.body.cohort as { id: string }).id;
    const changed = await call(`${path}/${id}`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { name: 'Renamed' },
    });
    expect(changed.body).toMatchObject({ cohort: { id, name: 'Renamed' } });
  });
});

describe('group e-mails (docs/emails.md; tests/api/group-emails.test.ts, matching-emails.test.ts)', () => {
  it('send, preview, cancel and the matching round e-mail answer within their schemas', async () => {
    const audience = { cohort: 'mgh-a' };
    const preview = await call('/api/facilitator/emails/preview', {
      method: 'POST',
      token: tokens.facilitator,
      body: { audience },
    });
    expect(preview.status).toBe(200);
    const sendAt = toApiDate(new Date(Date.now() + 24 * 3_600_000));
    const sent = await call('/api/facilitator/emails', {
      method: 'POST',
      token: tokens.facilitator,
      body: { audience, subject: 'Hello {first_name}', body: 'See you at {next_event}', send_at: sendAt },
    });
    expect(sent).toMatchObject({ status: 202, body: { id: expect.any(String), recipients: 4 } });
    const id = String(sent.body.id);
    expect(await call(`/api/facilitator/emails/${id}`, { method: 'DELETE', token: tokens.facilitator })).toEqual({
      status: 200,
      body: { id },
    });
    const rounds = '/api/facilitator/matching/rounds';
    const round = String(
      (await call(rounds, { method: 'POST', token: tokens.facilitator, body: { cohort: 'mgh-a' } })).body.id,
    );
    expect((await call(`${rounds}/${round}/publish`, { method: 'POST', token: tokens.facilitator })).status).toBe(200);
    const emailed = await call(`${rounds}/${round}/email`, { method: 'POST', token: tokens.facilitator, body: {} });
    expect(emailed).toEqual({ status: 200, body: { id: round, emails: 2 } });
  });
});

describe('the audit log (docs/audit-log.md; tests/api/audit-log.test.ts)', () => {
  it("lists the group's staff writes above, newest first, within its schema", async () => {
    const log = await call('/api/facilitator/audit_log?group=mgh&limit=200', { token: tokens.facilitator });
    expect(log.status).toBe(200);
    const entries = log.body.entries as { action: string; actor_id: string }[];
    // The group e-mails' describe ran last: its matching round's e-mail is the newest entry.
    expect(entries[0]).toMatchObject({ action: 'matching.email', actor_id: 'facilitator' });
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['group_email.send', 'group_email.cancel']));
  });
});

describe('the endpoint table', () => {
  // The writes above set off triggers; let them finish before the next suite clears the database.
  afterAll(async () => {
    await calendarIds('mgh-a', (ids) => ids.includes('next-week') && ids.includes('live-session'));
    await settledDoc(
      'activities/peer',
      (d) => (d?.attendance as Record<string, string>)?.['live-session'] === 'attended' && d?.check_in === 1,
    );
  });

  it("opens and resets a facilitators-group member's private sandbox (tests/api/sandbox.test.ts has the rest)", async () => {
    await adminDb.doc('users/admin').update({ group: [...people.admin.group, 'facilitators'] });
    try {
      const opened = await call('/api/facilitator/sandbox', { method: 'POST', token: tokens.admin });
      expect(opened).toMatchObject({
        status: 200,
        body: { group: 'sandbox-admin', cohort: 'facilitators-sandbox--admin' },
      });
      const reset = await call('/api/facilitator/sandbox/reset', { method: 'POST', token: tokens.admin });
      expect(reset).toMatchObject({ status: 200, body: { group: 'sandbox-admin' } });
    } finally {
      await adminDb.doc('users/admin').set(people.admin);
    }
  });

  // Runs last in this file: every endpoint has answered above (health in health.test.ts, the
  // calendar feed's public file through its URL), and `call` checked each 2xx answer against the
  // endpoint's response schema and success status (support/world.ts).
  it('has every endpoint but health answering within its response schema in this suite', () => {
    const answering = Object.keys(endpoints).filter((name) => name !== 'health');
    expect([...answeredEndpoints].sort()).toEqual(answering.sort());
  });
});
