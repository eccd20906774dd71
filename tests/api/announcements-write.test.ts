/**
 * Staff create, change, delete, reorder and e-mail announcements; peers read only what spec
 * section 4 shows them, through the API as through the rules (tests/rules/announcements.test.ts).
 */
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type AnnouncementBody } from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { expectRoles } from './support/events.ts';
import { describeGroupItemDeletion, itRefusesBadCohorts, itRefusesBadOrders } from './support/group-items.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const PATH = '/api/facilitator/announcements';
const body = (extra: Partial<AnnouncementBody> = {}): AnnouncementBody => ({
  title: 'Room change',
  body: 'We meet in **room 2** from now on.',
  display: 'manual',
  visible: true,
  start_date: null,
  end_date: null,
  cohorts: ['mgh-a'],
  ...extra,
});
const timedBody = (extra: Partial<AnnouncementBody> = {}) =>
  body({ display: 'timed', start_date: '2027-02-01T09:00:00-05:00', end_date: '2027-02-08T17:00:00-05:00', ...extra });

const create = (b: unknown, token = tokens.facilitator) => call(PATH, { method: 'POST', token, body: b });
const update = (id: string, b: unknown, token = tokens.facilitator) =>
  call(`${PATH}/${id}`, { method: 'PUT', token, body: b });
const reorder = (ids: unknown, token = tokens.facilitator) =>
  call(`${PATH}/order`, { method: 'PUT', token, body: { ids } });
const stored = async (id: string) => (await adminDb.doc(`announcements/${id}`).get()).data();

async function created(extra: Partial<AnnouncementBody> = {}, token = tokens.facilitator) {
  const response = await create(body(extra), token);
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const ITEMS = {
  path: PATH,
  noun: 'announcement',
  article: 'an',
  tokens: () => tokens,
  created: () => created(),
  stored,
  foreignId: 'harvard-news',
} as const;

/** The 400 cases every body shares (POST and PUT), each naming its field. */
const BAD_FIELDS: [object, RegExp][] = [
  [{ title: '' }, /^title: must not be empty$/],
  [{ title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1) }, /^title: must be at most 120 characters$/],
  [{ body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }, /^body: must be at most 10000 characters$/],
  [{ display: 'sometimes' }, /^display: must be manual or timed$/],
  [{ visible: 'yes' }, /^visible: must be a boolean$/],
  [{ cohorts: [] }, /^cohorts: choose at least one cohort$/],
  [{ cohorts: ['mgh-a', 'mgh-a'] }, /^cohorts: must not repeat a cohort$/],
  [
    { display: 'timed', start_date: null, end_date: '2027-02-08T17:00:00-05:00' },
    /^start_date: a timed announcement needs a start$/,
  ],
  [
    { display: 'timed', start_date: '2027-02-01T09:00:00-05:00', end_date: null },
    /^end_date: a timed announcement needs an end$/,
  ],
  [
    { display: 'timed', start_date: '2027-02-08T09:00:00-05:00', end_date: '2027-02-01T09:00:00-05:00' },
    /^end_date: must be after start_date$/,
  ],
  [{ display: 'timed', start_date: 'next monday', end_date: '2027-02-08T17:00:00-05:00' }, /^start_date: /],
  [
    { display: 'timed', start_date: '2027-02-01T09:00:00-05:00', end_date: '2027-02-30T09:00:00-05:00' },
    /^end_date: is not a real date/,
  ],
  [{ order: 1 }, /^order: unknown field$/],
  [{ group: 'harvard' }, /^group: unknown field$/],
];

describe('POST /api/facilitator/announcements', () => {
  it('lets staff of the cohorts’ group create, and refuses everyone else', async () => {
    await expectRoles(tokens, () => ({ path: PATH, method: 'POST', body: body() }), { facilitator: 201, admin: 201 });
  });

  it('stores a manual announcement whole, first in its group’s order, and answers its id', async () => {
    const before = (await adminDb.collection('announcements').where('group', '==', 'mgh').get()).docs.map(
      (d) => d.get('order') as number,
    );
    const id = await created({ title: '  Room change  ', start_date: '2027-01-01T09:00:00-05:00' });
    const doc = await stored(id);
    expect(doc).toMatchObject({
      id,
      title: 'Room change',
      body: 'We meet in **room 2** from now on.',
      display: 'manual',
      visible: true,
      // A manual announcement keeps no dates, whatever was sent.
      start_date: null,
      end_date: null,
      group: 'mgh',
      cohorts: ['mgh-a'],
      order: Math.min(...before) - 1,
    });
    expect(doc?.created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a timed announcement visible, with its window as the instants sent', async () => {
    const response = await create(timedBody({ visible: false }));
    expect(response.status).toBe(201);
    const doc = await stored(response.body.id as string);
    expect(doc).toMatchObject({ display: 'timed', visible: true });
    expect(doc?.start_date.toDate().toISOString()).toBe('2027-02-01T14:00:00.000Z');
    expect(doc?.end_date.toDate().toISOString()).toBe('2027-02-08T22:00:00.000Z');
  });

  it('names the field of every bad input with a 400, and writes nothing', async () => {
    const count = (await adminDb.collection('announcements').get()).size;
    for (const [extra, message] of BAD_FIELDS) {
      const response = await create({ ...body(), ...extra });
      expect({ extra, status: response.status, error: response.body.error }).toEqual({
        extra,
        status: 400,
        error: expect.stringMatching(message),
      });
    }
    const { title: _title, ...untitled } = body();
    expect(await create(untitled)).toMatchObject({ status: 400, body: { error: 'title: is required' } });
    expect((await adminDb.collection('announcements').get()).size).toBe(count);
  });

  itRefusesBadCohorts({ path: PATH, tokens: () => tokens, body: (cohorts) => body({ cohorts }) });
});

describe('PUT /api/facilitator/announcements/:id', () => {
  it('lets staff of the announcement’s group change it, and refuses everyone else', async () => {
    const id = await created();
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}`, method: 'PUT', body: body({ title: 'Renamed' }) }), {
      facilitator: 200,
      admin: 200,
    });
  });

  it('replaces the fields and keeps group, order and creation time', async () => {
    const id = await created();
    const before = await stored(id);
    const response = await update(id, timedBody({ title: 'Now timed', cohorts: ['mgh-a', 'mgh-b'] }));
    expect(response).toMatchObject({ status: 200, body: { id } });
    const after = await stored(id);
    expect(after).toMatchObject({ title: 'Now timed', display: 'timed', cohorts: ['mgh-a', 'mgh-b'], group: 'mgh' });
    expect(after?.order).toBe(before?.order);
    expect(after?.created_at.isEqual(before?.created_at)).toBe(true);
    // Hiding is an update with visible false.
    await update(id, body({ visible: false }));
    expect(await stored(id)).toMatchObject({ display: 'manual', visible: false, start_date: null, end_date: null });
  });

  it('names bad fields with a 400, refuses another group’s cohort (403) and an unknown id (404)', async () => {
    const id = await created();
    for (const [extra, message] of BAD_FIELDS) {
      const response = await update(id, { ...body(), ...extra });
      expect({ extra, status: response.status }).toEqual({ extra, status: 400 });
      expect(response.body.error).toMatch(message);
    }
    expect(await update(id, body({ cohorts: ['harvard-a'] }))).toMatchObject({
      status: 403,
      body: { error: 'cohorts: you do not run group harvard' },
    });
    expect(await update(id, body({ cohorts: ['harvard-a'] }), tokens.admin)).toMatchObject({
      status: 400,
      body: { error: "cohorts: must belong to group mgh, the announcement's group" },
    });
    expect(await update('no-such-announcement', body())).toMatchObject({ status: 404 });
    expect(await update('harvard-news', body({ cohorts: ['harvard-a'] }))).toMatchObject({ status: 403 });
  });
});

describeGroupItemDeletion(ITEMS);

describe('PUT /api/facilitator/announcements/order', () => {
  it('lets staff reorder, and refuses everyone else', async () => {
    await expectRoles(
      tokens,
      () => ({ path: `${PATH}/order`, method: 'PUT', body: { ids: ['welcome', 'draft', 'expired', 'current'] } }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('gives the listed announcements the positions 0, 1, 2… and peers get them in that order', async () => {
    const response = await reorder(['current', 'welcome', 'draft', 'expired']);
    expect(response.status).toBe(200);
    expect(response.body.ids).toEqual(['current', 'welcome', 'draft', 'expired']);
    const orders = await Promise.all(
      ['current', 'welcome', 'draft', 'expired'].map(async (id) => (await stored(id))?.order),
    );
    expect(orders).toEqual([0, 1, 2, 3]);
    // Once more in the same order: nothing moves.
    expect((await reorder(['current', 'welcome', 'draft', 'expired'])).body.moved).toBe(0);
    const peer = await call('/api/user/announcements?shared_cohorts=mgh-a', { token: tokens.peer });
    const ids = (peer.body.announcements as { id: string }[]).map((a) => a.id);
    expect(ids.indexOf('current')).toBeLessThan(ids.indexOf('welcome'));
  });

  itRefusesBadOrders(ITEMS);
});

describe('POST /api/facilitator/announcements/:id/email', () => {
  it('previews the confirmed peers of its cohorts, then queues one message each in the outbox', async () => {
    const id = await created({ title: 'Mail me', body: 'Hello **all**' });
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}/email`, method: 'POST', body: { preview: true } }), {
      facilitator: 200,
      admin: 200,
    });
    const preview = await call(`${PATH}/${id}/email`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { preview: true },
    });
    const names = (preview.body.recipients as { id: string }[]).map((r) => r.id).sort();
    expect(names).toEqual(['adams', 'baker', 'mcdonald', 'peer']);
    expect(preview.body.sent).toBe(false);
    const sent = await call(`${PATH}/${id}/email`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { preview: false },
    });
    expect(sent.body.sent).toBe(true);
    const queued = await eventually(async () => {
      const docs = (await adminDb.collection('mail').where('subject', '==', 'Mail me').get()).docs;
      return docs.length === 4 ? docs : undefined;
    });
    expect(queued.map((d) => d.get('text') as string)[0]).toMatch(
      /^Hello \*\*all\*\*\n\n--\nPosted on Peer Coaching: http/,
    );
  });

  it('refuses what peers cannot see now (409), and bad input (400)', async () => {
    expect(
      (await call(`${PATH}/draft/email`, { method: 'POST', token: tokens.facilitator, body: { preview: true } }))
        .status,
    ).toBe(409);
    expect(
      (await call(`${PATH}/expired/email`, { method: 'POST', token: tokens.facilitator, body: { preview: true } }))
        .status,
    ).toBe(409);
    expect(await call(`${PATH}/welcome/email`, { method: 'POST', token: tokens.facilitator, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'preview: is required' },
    });
  });
});

describe('what peers receive through the API', () => {
  it('never a hidden, expired or another cohort’s announcement; staff get them all', async () => {
    const peer = await call('/api/user/announcements?shared_cohorts=mgh-a', { token: tokens.peer });
    const ids = (peer.body.announcements as { id: string }[]).map((a) => a.id);
    expect(ids).toContain('welcome');
    expect(ids).toContain('current');
    expect(ids).not.toContain('draft');
    expect(ids).not.toContain('expired');
    expect(ids).not.toContain('harvard-news');
    expect((await call('/api/user/announcements?shared_cohorts=harvard-a', { token: tokens.peer })).status).toBe(403);
    const staff = await call('/api/user/announcements?shared_cohorts=mgh-a', { token: tokens.facilitator });
    expect((staff.body.announcements as { id: string }[]).map((a) => a.id)).toEqual(
      expect.arrayContaining(['welcome', 'draft', 'expired', 'current']),
    );
  });
});
