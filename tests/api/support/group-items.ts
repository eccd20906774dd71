/**
 * The part of the staff item contract that announcements and resources share (one service,
 * functions/src/services/group-items.ts): deleting one, the refusals of a new order and of a new
 * item's cohorts.
 */
import { describe, expect, it } from 'vitest';
import type { buildWorld } from './world.ts';
import { call } from './world.ts';
import { expectRoles } from './events.ts';

interface GroupItems {
  /** '/api/facilitator/resources' */
  path: string;
  /** 'resource', with its article for "must not repeat a resource". */
  noun: string;
  article: 'a' | 'an';
  tokens: () => Awaited<ReturnType<typeof buildWorld>>;
  /** Makes a new item of group mgh (cohort mgh-a) as the facilitator, and answers its id. */
  created: () => Promise<string>;
  stored: (id: string) => Promise<unknown>;
  /** An item of group harvard, which the facilitator does not run. */
  foreignId: string;
}

export function describeGroupItemDeletion({ path, noun, tokens, created, stored, foreignId }: GroupItems) {
  describe(`DELETE ${path}/:id`, () => {
    it(`lets staff of its group delete a ${noun}, and refuses everyone else`, async () => {
      const [mine, admins, kept] = [await created(), await created(), await created()];
      await expectRoles(
        tokens(),
        (role) => ({
          path: `${path}/${role === 'facilitator' ? mine : role === 'admin' ? admins : kept}`,
          method: 'DELETE',
        }),
        { facilitator: 200, admin: 200 },
      );
      expect(await stored(mine)).toBeUndefined();
      expect(await stored(admins)).toBeUndefined();
      expect(await stored(kept)).toBeDefined();
    });

    it(`answers 404 for an unknown id and 403 for another group's ${noun}`, async () => {
      const token = tokens().facilitator;
      expect((await call(`${path}/nope`, { method: 'DELETE', token })).status).toBe(404);
      expect((await call(`${path}/${foreignId}`, { method: 'DELETE', token })).status).toBe(403);
      expect(await stored(foreignId)).toBeDefined();
    });
  });
}

export function itRefusesBadOrders({ path, noun, article, tokens, created, foreignId }: GroupItems) {
  it("names ids in every refusal: empty, repeated, unknown (400); another group's (403); several groups (400)", async () => {
    const reorder = (body: unknown, token = tokens().facilitator) =>
      call(`${path}/order`, { method: 'PUT', token, body });
    const id = await created();
    expect(await reorder({ ids: [] })).toMatchObject({
      status: 400,
      body: { error: `ids: list at least one ${noun}` },
    });
    expect(await reorder({ ids: [id, id] })).toMatchObject({
      status: 400,
      body: { error: `ids: must not repeat ${article} ${noun}` },
    });
    expect(await reorder({ ids: [id, 'ghost'] })).toMatchObject({
      status: 400,
      body: { error: `ids: unknown ${noun} ghost` },
    });
    expect(await reorder({ ids: [id, foreignId] })).toMatchObject({
      status: 403,
      body: { error: 'ids: you do not run group harvard' },
    });
    expect(await reorder({ ids: [id, foreignId] }, tokens().admin)).toMatchObject({
      status: 400,
      body: { error: 'ids: must all belong to one group' },
    });
    expect(await reorder({ ids: [id], x: 1 })).toMatchObject({ status: 400, body: { error: 'x: unknown field' } });
  });
}

/**
 * The refusals of a new item's cohorts, each naming `cohorts`: another group's, alone or beside
 * the facilitator's own (403); several groups, for an admin who runs both (400); an unknown one (400).
 */
export function itRefusesBadCohorts({
  path,
  tokens,
  body,
}: {
  path: string;
  tokens: GroupItems['tokens'];
  /** A valid body for these cohorts. */
  body: (cohorts: string[]) => unknown;
}) {
  it("refuses another group's cohort with a 403 naming cohorts, unknown and mixed cohorts with a 400", async () => {
    const create = (cohorts: string[], token = tokens().facilitator) =>
      call(path, { method: 'POST', token, body: body(cohorts) });
    const notYours = { status: 403, body: { error: 'cohorts: you do not run group harvard' } };
    expect(await create(['harvard-a'])).toMatchObject(notYours);
    expect(await create(['mgh-a', 'harvard-a'])).toMatchObject(notYours);
    expect(await create(['mgh-a', 'harvard-a'], tokens().admin)).toMatchObject({
      status: 400,
      body: { error: 'cohorts: must all belong to one group' },
    });
    expect(await create(['nope'])).toMatchObject({ status: 400, body: { error: 'cohorts: unknown cohort nope' } });
  });
}
