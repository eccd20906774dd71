/**
 * Staff add, change, reorder and remove the resources of their group's library
 * (docs/resources.md): every role of the matrix on every call, and bad input answered 400 with a
 * message naming the field, writing nothing. Peers read them under the rules
 * (tests/rules/resources.test.ts).
 */
import { RESOURCE_LIMITS, type ResourceBody } from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { expectRoles } from './support/events.ts';
import { describeGroupItemDeletion, itRefusesBadCohorts, itRefusesBadOrders } from './support/group-items.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  // A resource of another group, for the 403s.
  await adminDb.doc('resources/harvard-guide').set({
    group: 'harvard',
    cohorts: ['harvard-a'],
    category: 'Readings',
    title: 'Harvard guide',
    url: 'https://example.org/harvard',
    description: '',
    order: 0,
    created_at: new Date('2026-01-02T15:00:00Z'),
    updated_at: new Date('2026-01-02T15:00:00Z'),
    created_by: 'otherFacilitator',
  });
});

const PATH = '/api/facilitator/resources';
const body = (extra: Partial<ResourceBody> = {}): ResourceBody => ({
  title: 'Active listening',
  url: 'https://example.org/listening',
  description: 'A **short** guide.',
  category: 'Coaching skills',
  cohorts: ['mgh-a'],
  ...extra,
});

const create = (b: unknown, token = tokens.facilitator) => call(PATH, { method: 'POST', token, body: b });
const update = (id: string, b: unknown, token = tokens.facilitator) =>
  call(`${PATH}/${id}`, { method: 'PUT', token, body: b });
const reorder = (ids: unknown, token = tokens.facilitator) =>
  call(`${PATH}/order`, { method: 'PUT', token, body: { ids } });
const stored = async (id: string) => (await adminDb.doc(`resources/${id}`).get()).data();
const count = async () => (await adminDb.collection('resources').get()).size;

async function created(extra: Partial<ResourceBody> = {}, token = tokens.facilitator) {
  const response = await create(body(extra), token);
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const ITEMS = {
  path: PATH,
  noun: 'resource',
  article: 'a',
  tokens: () => tokens,
  created: () => created(),
  stored,
  foreignId: 'harvard-guide',
} as const;

/** The 400 cases POST and PUT share, each naming its field. */
const BAD_FIELDS: [object, RegExp][] = [
  [{ title: '' }, /^title: must not be empty$/],
  [{ title: 'x'.repeat(RESOURCE_LIMITS.title + 1) }, /^title: must be at most 120 characters$/],
  [{ url: '' }, /^url: must not be empty/],
  [{ url: 'javascript:alert(1)' }, /^url: must be a web address starting with http:\/\/ or https:\/\/$/],
  [{ url: 'ftp://example.org/file' }, /^url: must be a web address/],
  [{ url: 42 }, /^url: must be/],
  [{ category: ' ' }, /^category: must not be empty$/],
  [{ category: 'x'.repeat(RESOURCE_LIMITS.category + 1) }, /^category: must be at most 60 characters$/],
  [{ description: 'x'.repeat(RESOURCE_LIMITS.description + 1) }, /^description: must be at most 2000 characters$/],
  [{ cohorts: [] }, /^cohorts: choose at least one cohort$/],
  [{ cohorts: ['mgh-a', 'mgh-a'] }, /^cohorts: must not repeat a cohort$/],
  [{ order: 1 }, /^order: unknown field$/],
  [{ group: 'harvard' }, /^group: unknown field$/],
];

describe('POST /api/facilitator/resources', () => {
  it("lets staff of the cohorts' group add, and refuses everyone else", async () => {
    await expectRoles(tokens, () => ({ path: PATH, method: 'POST', body: body() }), { facilitator: 201, admin: 201 });
  });

  it('stores the resource trimmed, last in its category, with who added it and when', async () => {
    const first = await created({ category: 'Templates' });
    const id = await created({ title: '  Notes template ', category: ' templates ' });
    const doc = await stored(id);
    expect(doc).toMatchObject({
      title: 'Notes template',
      category: 'templates',
      url: 'https://example.org/listening',
      description: 'A **short** guide.',
      group: 'mgh',
      cohorts: ['mgh-a'],
      order: ((await stored(first))?.order as number) + 1,
      created_by: 'facilitator',
    });
    expect(doc?.created_at.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(doc?.updated_at.isEqual(doc.created_at)).toBe(true);
    expect(doc).not.toHaveProperty('id');
  });

  it('names the field of every bad input with a 400, and writes nothing', async () => {
    const before = await count();
    for (const [extra, message] of BAD_FIELDS) {
      const response = await create({ ...body(), ...extra });
      expect({ extra, status: response.status, error: response.body.error }).toEqual({
        extra,
        status: 400,
        error: expect.stringMatching(message),
      });
    }
    const { url: _url, ...withoutUrl } = body();
    expect(await create(withoutUrl)).toMatchObject({ status: 400, body: { error: 'url: is required' } });
    expect(await create('not json')).toMatchObject({ status: 400 });
    expect(await count()).toBe(before);
  });

  itRefusesBadCohorts({ path: PATH, tokens: () => tokens, body: (cohorts) => body({ cohorts }) });
});

describe('PUT /api/facilitator/resources/:id', () => {
  it("lets staff of the resource's group change it, and refuses everyone else", async () => {
    const id = await created();
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}`, method: 'PUT', body: body({ title: 'Renamed' }) }), {
      facilitator: 200,
      admin: 200,
    });
  });

  it('replaces the fields, keeps group, creator and creation time, and moves it last when its category changes', async () => {
    const id = await created({ category: 'Readings' });
    const other = await created({ category: 'Wellbeing' });
    const before = await stored(id);
    expect(
      await update(id, body({ title: 'Renamed', cohorts: ['mgh-a', 'mgh-b'], category: 'readings' }), tokens.admin),
    ).toMatchObject({
      status: 200,
      body: { id },
    });
    const after = await stored(id);
    expect(after).toMatchObject({
      title: 'Renamed',
      cohorts: ['mgh-a', 'mgh-b'],
      group: 'mgh',
      created_by: 'facilitator',
    });
    expect(after?.order).toBe(before?.order);
    expect(after?.created_at.isEqual(before?.created_at)).toBe(true);
    expect(after?.updated_at.toMillis()).toBeGreaterThanOrEqual(before?.updated_at.toMillis());
    await update(id, body({ category: 'Wellbeing' }));
    expect((await stored(id))?.order).toBe(((await stored(other))?.order as number) + 1);
  });

  it("names bad fields with a 400, refuses another group's cohort (403) and an unknown id (404)", async () => {
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
      body: { error: "cohorts: must belong to group mgh, the resource's group" },
    });
    expect(await update('no-such-resource', body())).toMatchObject({ status: 404 });
    expect(await update('harvard-guide', body({ cohorts: ['harvard-a'] }))).toMatchObject({
      status: 403,
      body: { error: "You do not run group harvard, the resource's group" },
    });
    expect((await stored('harvard-guide'))?.title).toBe('Harvard guide');
  });
});

describeGroupItemDeletion(ITEMS);

describe('PUT /api/facilitator/resources/order', () => {
  it('lets staff reorder, and refuses everyone else', async () => {
    const ids = [await created({ category: 'Order' }), await created({ category: 'Order' })];
    await expectRoles(tokens, () => ({ path: `${PATH}/order`, method: 'PUT', body: { ids } }), {
      facilitator: 200,
      admin: 200,
    });
  });

  it('gives the listed resources the positions 0, 1, 2… and writes only what moved', async () => {
    const [a, b, c] = [
      await created({ category: 'Sorted' }),
      await created({ category: 'Sorted' }),
      await created({ category: 'Sorted' }),
    ];
    const response = await reorder([c, a, b]);
    expect(response).toMatchObject({ status: 200, body: { ids: [c, a, b], moved: 3 } });
    expect(await Promise.all([c, a, b].map(async (id) => (await stored(id))?.order))).toEqual([0, 1, 2]);
    expect((await reorder([c, a, b])).body.moved).toBe(0);
    expect((await reorder([c, b, a])).body.moved).toBe(2);
  });

  itRefusesBadOrders(ITEMS);
});
