/** Staff create, change, delete and duplicate events; the triggers carry each change on. */
import { EVENT_TITLE_MAX } from '@peer-coaching/domain';
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminDb } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesAgreeWithSources } from '../../functions/src/data/events/activities.ts';
import { calendarIds, eventBody, expectRoles, settledDoc } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const create = (body: unknown, token = tokens.facilitator) =>
  call('/api/facilitator/events', { method: 'POST', token, body });
const update = (id: string, body: unknown, token = tokens.facilitator) =>
  call(`/api/facilitator/events/${id}`, { method: 'PUT', token, body });

async function created(extra = {}) {
  const response = await create(eventBody(extra));
  expect(response.status).toBe(201);
  return response.body.id as string;
}

describe('POST /api/facilitator/events', () => {
  it('lets staff of the cohorts’ group create, and refuses everyone else', async () => {
    await expectRoles(tokens, () => ({ path: '/api/facilitator/events', method: 'POST', body: eventBody() }), {
      facilitator: 201,
      admin: 201,
    });
  });

  it('stores the event whole, its type from its kind and its group from its cohorts, and answers its id', async () => {
    const id = await created({ title: '  Spring check-in  ', cohorts: ['mgh-a', 'mgh-b'] });
    const stored = (await adminDb.doc(`events/${id}`).get()).data();
    expect(stored).toMatchObject({
      id,
      title: 'Spring check-in',
      kind: 'check_in',
      type: 'other',
      activity: 'check_in',
      group: 'mgh',
      cohorts: ['mgh-a', 'mgh-b'],
      location: 'Room 2',
      description: 'Bring your notes.',
    });
    expect(stored?.start_date.toDate().toISOString()).toBe('2027-02-01T17:00:00.000Z');
    expect(stored?.end_date.toDate().toISOString()).toBe('2027-02-01T18:00:00.000Z');
    // The events trigger puts it in both cohorts' calendars.
    await calendarIds('mgh-a', (ids) => ids.includes(id));
    await calendarIds('mgh-b', (ids) => ids.includes(id));
  });

  it('makes a deadline of kind deadline, with start and end equal', async () => {
    const at = '2027-03-01T23:59:00-05:00';
    const id = await created({ kind: 'deadline', activity: null, start_date: at, end_date: at, location: '' });
    expect((await adminDb.doc(`events/${id}`).get()).data()).toMatchObject({ type: 'deadline', kind: 'deadline' });
  });

  it('names the field of every bad input with a 400', async () => {
    const cases: [object, RegExp][] = [
      [{ title: '' }, /^title: must not be empty/],
      [{ title: 'x'.repeat(EVENT_TITLE_MAX + 1) }, /^title: must be at most 120 characters/],
      [{ kind: 'party' }, /^kind: must be one of /],
      [{ activity: 'dancing' }, /^activity: must be one of /],
      [{ cohorts: [] }, /^cohorts: choose at least one cohort/],
      [{ cohorts: ['mgh-a', 'mgh-a'] }, /^cohorts: must not repeat a cohort/],
      [{ start_date: 'tomorrow' }, /^start_date: /],
      [{ end_date: '2027-02-01 13:00' }, /^end_date: /],
      [{ end_date: '2027-02-01T11:00:00-05:00' }, /^end_date: must not be before start_date/],
      [{ location: 'x'.repeat(501) }, /^location: must be at most 500 characters/],
      [{ description: 'x'.repeat(5001) }, /^description: must be at most 5000 characters/],
      [{ group: 'harvard' }, /^group: unknown field/],
    ];
    for (const [extra, message] of cases) {
      const response = await create(eventBody(extra as never));
      expect({ extra, status: response.status }).toEqual({ extra, status: 400 });
      expect(response.body.error).toMatch(message);
    }
    const { title: _title, ...untitled } = eventBody();
    expect(await create(untitled)).toMatchObject({ status: 400, body: { error: 'title: is required' } });
  });

  it('refuses unknown cohorts and cohorts of several groups with a 400 naming cohorts', async () => {
    expect(await create(eventBody({ cohorts: ['mgh-a', 'nope'] }))).toMatchObject({
      status: 400,
      body: { error: 'cohorts: unknown cohort nope' },
    });
    expect(await create(eventBody({ cohorts: ['mgh-a', 'harvard-a'] }), tokens.admin)).toMatchObject({
      status: 400,
      body: { error: 'cohorts: must all belong to one group' },
    });
  });

  it('refuses a facilitator the cohorts of a group they do not run, with a 403 naming cohorts', async () => {
    const response = await create(eventBody({ cohorts: ['harvard-a'] }));
    expect(response).toMatchObject({ status: 403, body: { error: 'cohorts: you do not run group harvard' } });
  });

  it('works in the sandbox group (the admin runs it here)', async () => {
    const response = await create(eventBody({ cohorts: ['facilitators-sandbox'] }), tokens.admin);
    expect(response.status).toBe(201);
    expect((await adminDb.doc(`events/${response.body.id as string}`).get()).get('group')).toBe('facilitators');
  });
});

describe('PUT /api/facilitator/events/:id', () => {
  it('lets staff of the event’s group change it, and refuses everyone else', async () => {
    const id = await created();
    await expectRoles(
      tokens,
      () => ({ path: `/api/facilitator/events/${id}`, method: 'PUT', body: eventBody({ title: 'Renamed' }) }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('replaces the fields, keeps the group, and moves the event between cohort calendars', async () => {
    const id = await created();
    await calendarIds('mgh-a', (ids) => ids.includes(id));
    const response = await update(
      id,
      eventBody({ title: 'Moved', kind: 'workshop', activity: null, cohorts: ['mgh-b'], location: 'Zoom' }),
    );
    expect(response).toEqual(expect.objectContaining({ status: 200, body: { id } }));
    expect((await adminDb.doc(`events/${id}`).get()).data()).toMatchObject({
      title: 'Moved',
      kind: 'workshop',
      type: 'other',
      activity: null,
      cohorts: ['mgh-b'],
      group: 'mgh',
      location: 'Zoom',
    });
    await calendarIds('mgh-a', (ids) => !ids.includes(id));
    await calendarIds('mgh-b', (ids) => ids.includes(id));
  });

  it('carries a new activity to the event’s attendance records, and the recount follows', async () => {
    const id = await created({ kind: 'office_hours', activity: 'office_hours' });
    const marked = await call('/api/facilitator/attendance', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { event_id: id, user_id: 'peer', status: 'attended' },
    });
    expect(marked.status).toBe(200);
    await settledDoc('activities/peer', (d) => d?.office_hours === 1);
    await update(id, eventBody({ kind: 'office_hours', activity: 'check_in' }));
    await settledDoc(`attendance/${id}_peer`, (d) => d?.activity === 'check_in');
    // Only the attendance trigger writes this (the event's update and the records' copies do not):
    // its own result, polled, then checked whole against the sources without mending anything.
    const activities = await settledDoc('activities/peer', (d) => d?.office_hours === 0 && d?.check_in === 1);
    expect(activities?.attendance).toMatchObject({ [id]: 'attended' });
    expect(await activitiesAgreeWithSources('peer')).toBe(true);
  });

  it('answers 404 for an unknown event, and keeps the event in its group', async () => {
    expect((await update('no-such-event', eventBody())).status).toBe(404);
    const id = await created();
    expect(await update(id, eventBody({ cohorts: ['harvard-a'] }))).toMatchObject({
      status: 403,
      body: { error: 'cohorts: you do not run group harvard' },
    });
    expect(await update(id, eventBody({ cohorts: ['harvard-a'] }), tokens.admin)).toMatchObject({
      status: 400,
      body: { error: "cohorts: must belong to group mgh, the event's group" },
    });
    expect(await update(id, eventBody({ cohorts: ['nope'] }))).toMatchObject({
      status: 400,
      body: { error: 'cohorts: unknown cohort nope' },
    });
    expect((await update(id, eventBody({ end_date: '2027-01-01T00:00:00-05:00' }))).body.error).toMatch(/^end_date: /);
    expect((await adminDb.doc(`events/${id}`).get()).get('cohorts')).toEqual(['mgh-a']);
  });
});

describe('DELETE /api/facilitator/events/:id', () => {
  it('lets staff of the event’s group delete it, and refuses everyone else', async () => {
    const [first, second, kept] = await Promise.all([created(), created(), created()]);
    const target = { facilitator: first, admin: second } as Record<string, string>;
    await expectRoles(
      tokens,
      (role) => ({ path: `/api/facilitator/events/${target[role] ?? kept}`, method: 'DELETE' }),
      { facilitator: 200, admin: 200 },
    );
    const ids = [first, second];
    expect((await adminDb.doc(`events/${kept}`).get()).exists).toBe(true);
    for (const id of ids) expect((await adminDb.doc(`events/${id}`).get()).exists).toBe(false);
  });

  it('removes the event with its attendance, apologies and check-in secret, and every copy follows', async () => {
    const id = await created();
    await call('/api/facilitator/attendance', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { event_id: id, user_id: 'peer', status: 'attended' },
    });
    await adminDb.doc(`apologies/${id}_adams`).set({
      id: `${id}_adams`,
      event_id: id,
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      reason: 'Away',
      created_at: new Date(),
    });
    await adminDb.doc(`event_secrets/${id}`).set({ secret: 'x'.repeat(43), group: 'mgh' });
    await calendarIds('mgh-a', (list) => list.includes(id));

    expect(await call(`/api/facilitator/events/${id}`, { method: 'DELETE', token: tokens.facilitator })).toMatchObject({
      status: 200,
      body: { id },
    });
    for (const path of [`events/${id}`, `attendance/${id}_peer`, `apologies/${id}_adams`, `event_secrets/${id}`]) {
      expect({ path, exists: (await adminDb.doc(path).get()).exists }).toEqual({ path, exists: false });
    }
    await calendarIds('mgh-a', (list) => !list.includes(id));
    // The delete takes the records away; the attendance trigger's recount takes the map entry away.
    await settledDoc('activities/peer', (d) => !(id in ((d?.attendance as object) ?? {})));
    expect(await activitiesAgreeWithSources('peer')).toBe(true);
    expect(await call(`/api/facilitator/events/${id}`, { method: 'DELETE', token: tokens.facilitator })).toMatchObject({
      status: 404,
    });
  });
});

describe('POST /api/facilitator/events/:id/duplicate', () => {
  it('lets staff of the event’s group duplicate it, and refuses everyone else', async () => {
    const id = await created();
    await expectRoles(tokens, () => ({ path: `/api/facilitator/events/${id}/duplicate`, method: 'POST' }), {
      facilitator: 201,
      admin: 201,
    });
  });

  it('copies every field and time, suffixes the title, and copies no attendance', async () => {
    const id = await created({ title: 'Kickoff rehearsal' });
    await call('/api/facilitator/attendance', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { event_id: id, user_id: 'peer', status: 'registered' },
    });
    const response = await call(`/api/facilitator/events/${id}/duplicate`, {
      method: 'POST',
      token: tokens.facilitator,
    });
    expect(response.status).toBe(201);
    const copyId = response.body.id as string;
    expect(copyId).not.toBe(id);
    const { id: _a, title: originalTitle, ...original } = (await adminDb.doc(`events/${id}`).get()).data() ?? {};
    const { id: storedId, title, ...copy } = (await adminDb.doc(`events/${copyId}`).get()).data() ?? {};
    expect(storedId).toBe(copyId);
    expect(originalTitle).toBe('Kickoff rehearsal');
    expect(title).toBe('Kickoff rehearsal (copy)');
    expect(copy).toEqual(original);
    const records = await adminDb.collection('attendance').where('event_id', '==', copyId).get();
    expect(records.size).toBe(0);
    await calendarIds('mgh-a', (ids) => ids.includes(copyId));
  });

  it('keeps a long title within the limit', async () => {
    const id = await created({ title: 'x'.repeat(EVENT_TITLE_MAX) });
    const response = await call(`/api/facilitator/events/${id}/duplicate`, { method: 'POST', token: tokens.admin });
    const title = (await adminDb.doc(`events/${response.body.id as string}`).get()).get('title') as string;
    expect(title).toHaveLength(EVENT_TITLE_MAX);
    expect(title.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 for an unknown event', async () => {
    expect(
      (await call('/api/facilitator/events/nope/duplicate', { method: 'POST', token: tokens.facilitator })).status,
    ).toBe(404);
  });
});
