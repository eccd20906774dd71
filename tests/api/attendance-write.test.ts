/**
 * Staff mark attendance on the roster and take a first mark back. A mark writes the record and
 * the peer's attendance map together, so the map says it as soon as the call has answered.
 */
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminDb } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesAgreeWithSources } from '../../functions/src/data/events/activities.ts';
import { DAY, eventNow, expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    eventNow('roster', -DAY),
    eventNow('office', -2 * DAY, { kind: 'office_hours', activity: 'office_hours' }),
    eventNow('mixer', -DAY, { kind: 'workshop', activity: null, cohorts: ['alumni'] }),
    eventNow('due', DAY, { type: 'deadline', kind: 'deadline', activity: null, durationMs: 0 }),
    eventNow('harvard-session', -DAY, { group: 'harvard', cohorts: ['harvard-a'] }),
  ]);
});

const mark = (body: unknown, token = tokens.facilitator) =>
  call('/api/facilitator/attendance', { method: 'PUT', token, body });
const clear = (query: string, token = tokens.facilitator) =>
  call(`/api/facilitator/attendance?${query}`, { method: 'DELETE', token });
const attendanceMap = async (userId: string) =>
  (await adminDb.doc(`activities/${userId}`).get()).get('attendance') as Record<string, string> | undefined;

describe('PUT /api/facilitator/attendance', () => {
  it('lets staff of the event’s group mark, and refuses peers and other groups', async () => {
    await expectRoles(
      tokens,
      () => ({
        path: '/api/facilitator/attendance',
        method: 'PUT',
        body: { event_id: 'roster', user_id: 'peer', status: 'registered' },
      }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('writes the record {event}_{user} with the event’s group and activity and the peer’s cohort', async () => {
    const response = await mark({ event_id: 'roster', user_id: 'adams', status: 'attended' });
    expect(response).toMatchObject({ status: 200, body: { id: 'roster_adams', status: 'attended' } });
    const record = (await adminDb.doc('attendance/roster_adams').get()).data();
    expect(record).toMatchObject({
      id: 'roster_adams',
      event_id: 'roster',
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
      activity: 'check_in',
    });
    expect(Date.now() - record?.updated_at.toDate().getTime()).toBeLessThan(60_000);
  });

  it('has the peer’s attendance map say it when the call answers, before any trigger', async () => {
    // peer already has an activities document (the world's); mark and read at once.
    await mark({ event_id: 'office', user_id: 'peer', status: 'attended' });
    expect(await attendanceMap('peer')).toMatchObject({ office: 'attended', kickoff: 'attended' });
    await mark({ event_id: 'office', user_id: 'peer', status: 'registered' });
    // Read once, at once: a poll could be satisfied by the attendance trigger's recount instead.
    const counts = async () => (await adminDb.doc('activities/peer').get()).data();
    expect(await counts()).toMatchObject({ office_hours: 0, kickoff: 1, attendance: { office: 'registered' } });
    await mark({ event_id: 'office', user_id: 'peer', status: 'attended' });
    expect(await counts()).toMatchObject({ office_hours: 1, kickoff: 1, attendance: { office: 'attended' } });
  });

  it('gives a peer without an activities document a whole one at once', async () => {
    // None for baker in this world; a late trigger delivery of the file before (which had a baker
    // too) could still have made one after the world was cleared.
    await adminDb.doc('activities/baker').delete();
    await mark({ event_id: 'office', user_id: 'baker', status: 'attended' });
    expect((await adminDb.doc('activities/baker').get()).data()).toMatchObject({
      user_id: 'baker',
      group: 'mgh',
      cohort: 'mgh-a',
      office_hours: 1,
      check_in: 0,
      kickoff: 0,
      kickoff_response: false,
      program_eval: false,
      attendance: { office: 'attended' },
    });
  });

  it('marks an alumni-community member for an event of the alumni cohort, with that cohort', async () => {
    expect(await mark({ event_id: 'mixer', user_id: 'alumnus', status: 'attended' })).toMatchObject({ status: 200 });
    expect((await adminDb.doc('attendance/mixer_alumnus').get()).get('cohort')).toBe('alumni');
  });

  it('refuses a person who is not a peer of the event’s cohorts with a 400 naming user_id', async () => {
    for (const userId of ['otherPeer', 'alumnus', 'facilitator', 'nobody']) {
      expect(await mark({ event_id: 'roster', user_id: userId, status: 'attended' })).toMatchObject({
        status: 400,
        body: { error: "user_id: is not a peer of this event's cohorts" },
      });
    }
    expect((await adminDb.doc('attendance/roster_otherPeer').get()).exists).toBe(false);
  });

  it('answers 404 for an unknown event, 403 for another group’s, 400 for a deadline', async () => {
    expect((await mark({ event_id: 'nope', user_id: 'peer', status: 'attended' })).status).toBe(404);
    expect((await mark({ event_id: 'harvard-session', user_id: 'otherPeer', status: 'attended' })).status).toBe(403);
    expect(
      await mark({ event_id: 'harvard-session', user_id: 'otherPeer', status: 'attended' }, tokens.otherFacilitator),
    ).toMatchObject({ status: 200 });
    expect(await mark({ event_id: 'due', user_id: 'peer', status: 'attended' })).toMatchObject({
      status: 400,
      body: { error: 'event_id: a deadline takes no attendance' },
    });
  });

  it('names the field of every bad input', async () => {
    const cases: [unknown, RegExp][] = [
      [{ event_id: 'roster', user_id: 'peer', status: 'absent' }, /^status: must be attended or registered/],
      [{ event_id: 'roster', user_id: 'peer' }, /^status: /],
      [{ event_id: '', user_id: 'peer', status: 'attended' }, /^event_id: must not be empty/],
      [{ event_id: 'roster', user_id: 'x'.repeat(129), status: 'attended' }, /^user_id: is too long/],
      [{ user_id: 'peer', status: 'attended' }, /^event_id: is required/],
      [{ event_id: 'roster', user_id: 'peer', status: 'attended', cohort: 'mgh-a' }, /^cohort: unknown field/],
    ];
    for (const [body, message] of cases) {
      const response = await mark(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.error).toMatch(message);
    }
  });
});

describe('DELETE /api/facilitator/attendance', () => {
  it('lets staff of the event’s group take a mark back, and refuses peers and other groups', async () => {
    await expectRoles(
      tokens,
      () => ({ path: '/api/facilitator/attendance?event_id=roster&user_id=mcdonald', method: 'DELETE' }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('deletes the record and its map entry at once, and answers status null', async () => {
    await mark({ event_id: 'roster', user_id: 'mcdonald', status: 'attended' });
    expect((await attendanceMap('mcdonald'))?.roster).toBe('attended');
    expect(await clear('event_id=roster&user_id=mcdonald')).toMatchObject({
      status: 200,
      body: { id: 'roster_mcdonald', status: null },
    });
    expect((await adminDb.doc('attendance/roster_mcdonald').get()).exists).toBe(false);
    expect(await attendanceMap('mcdonald')).toEqual({});
    // Nothing to take back is not an error: the roster's undo may be sent twice.
    expect((await clear('event_id=roster&user_id=mcdonald')).status).toBe(200);
  });

  it('answers 404 for an unknown event, 403 for another group’s, 400 for an unknown user or bad query', async () => {
    expect((await clear('event_id=nope&user_id=peer')).status).toBe(404);
    expect((await clear('event_id=harvard-session&user_id=otherPeer')).status).toBe(403);
    expect(await clear('event_id=roster&user_id=nobody')).toMatchObject({
      status: 400,
      body: { error: 'user_id: no user nobody' },
    });
    expect((await clear('event_id=roster')).body.error).toBe('user_id: is required');
    expect((await clear('event_id=roster&user_id=peer&status=attended')).body.error).toBe('status: unknown field');
  });
});

describe('the activities after API marks', () => {
  it('say what the records say as soon as each call has answered, counts included, before any trigger', async () => {
    // Checked without mending: a mark writes the whole activities document in its own transaction.
    for (const user of ['peer', 'adams', 'baker', 'mcdonald', 'alumnus']) {
      expect(await activitiesAgreeWithSources(user)).toBe(true);
    }
  });
});
