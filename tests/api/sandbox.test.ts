/**
 * The self-serve sandbox (docs/sandbox.md): a member of the facilitators group opens a private
 * copy of the template, works in it through the API, and resets it; another member has their
 * own; nobody else has one; and nothing outside the member's copy changes, the template included.
 */
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminAuth, adminDb, idTokenFor } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildCohortCalendar } from '../../functions/src/data/events/calendars.ts';
import { changedPaths, settledHashes } from '../support/digest.ts';
import { eventBody } from './support/events.ts';
import { buildWorld, call, people } from './support/world.ts';

const member = (id: string) => ({
  ...people.facilitator,
  id,
  email: `${id}@rules.test`,
  first_name: id,
  last_name: id,
  last_name_lower: id,
  group: ['facilitators'],
  group_list: ['facilitators'],
  cohort: [],
  cohort_list: [],
  current_group: 'facilitators',
  current_cohort: 'facilitators-sandbox',
});

let tokens: Awaited<ReturnType<typeof buildWorld>> & { trainer: string; coach: string };
beforeAll(async () => {
  const world = await buildWorld();
  for (const id of ['trainer', 'coach']) {
    await adminAuth.createUser({ uid: id, email: `${id}@rules.test`, password: 'test-password' });
    await adminDb.doc(`users/${id}`).set(member(id));
  }
  tokens = { ...world, trainer: await idTokenFor('trainer@rules.test'), coach: await idTokenFor('coach@rules.test') };
});

/** The member's own sandbox and profile, the outbox and the audit log (checked apart): what may change. */
const ownOf = (userId: string) => (path: string) =>
  path.includes(`--${userId}`) ||
  path.includes(`sandbox-${userId}`) ||
  path === `users/${userId}` ||
  path.startsWith('mail/') ||
  path.startsWith('audit_log/');

const open = (token: string) => call('/api/facilitator/sandbox', { method: 'POST', token });
const reset = (token: string) => call('/api/facilitator/sandbox/reset', { method: 'POST', token });
const eventsOf = async (group: string) =>
  (await adminDb.collection('events').where('group', '==', group).get()).docs.map((d) => d.id).sort();

describe('a private sandbox', () => {
  it('is made from the template on the first visit, and the member works in it, not in the template', async () => {
    // The template's calendar, which the copy carries, as the events trigger builds it from the world.
    await rebuildCohortCalendar('facilitators-sandbox');
    const before = await settledHashes(ownOf('trainer'));
    expect(await open(tokens.trainer)).toEqual({
      status: 200,
      body: { group: 'sandbox-trainer', cohort: 'facilitators-sandbox--trainer' },
    });
    const profile = (await adminDb.doc('users/trainer').get()).data()!;
    expect(profile).toMatchObject({
      group: ['facilitators', 'sandbox-trainer'],
      group_list: ['sandbox-trainer'],
      current_group: 'sandbox-trainer',
      current_cohort: 'facilitators-sandbox--trainer',
    });
    expect(await eventsOf('sandbox-trainer')).toEqual(['sandbox-session--trainer']);
    expect((await adminDb.doc('cohorts/facilitators-sandbox--trainer').get()).get('group')).toBe('sandbox-trainer');

    // Staff calls work in the copy; the template is out of reach.
    const created = await call('/api/facilitator/events', {
      method: 'POST',
      token: tokens.trainer,
      body: eventBody({ cohorts: ['facilitators-sandbox--trainer'], title: 'Practice' }),
    });
    expect(created.status).toBe(201);
    const intoTemplate = await call('/api/facilitator/events', {
      method: 'POST',
      token: tokens.trainer,
      body: eventBody({ cohorts: ['facilitators-sandbox'] }),
    });
    expect(intoTemplate.status).toBe(403);
    const data = await call('/api/facilitator/sandbox_data', { token: tokens.trainer });
    expect((data.body.events as { id: string }[]).map((e) => e.id).sort()).toEqual(
      [created.body.id as string, 'sandbox-session--trainer'].sort(),
    );

    // Opening again keeps what was done; a reset puts the copy back as the template has it.
    await open(tokens.trainer);
    expect(await eventsOf('sandbox-trainer')).toContain(created.body.id);
    const untouched = (await adminDb.doc('cohorts/facilitators-sandbox--trainer').get()).updateTime!;
    expect((await reset(tokens.trainer)).status).toBe(200);
    expect(await eventsOf('sandbox-trainer')).toEqual(['sandbox-session--trainer']);
    // The answer comes with the copy's derived documents as the template's (its calendar without
    // the practice event), and a reset by difference leaves unchanged documents unwritten.
    const calendar = (await adminDb.doc('cohort_calendars/facilitators-sandbox--trainer').get()).get('events') as {
      id: string;
    }[];
    expect(calendar.map((e) => e.id)).toEqual(['sandbox-session--trainer']);
    expect((await adminDb.doc('cohorts/facilitators-sandbox--trainer').get()).updateTime!.isEqual(untouched)).toBe(
      true,
    );

    expect(changedPaths(before, await settledHashes(ownOf('trainer')))).toEqual([]);
    // What the member did is in their sandbox's own log, and in no one else's.
    const logged = await adminDb.collection('audit_log').where('actor_id', '==', 'trainer').get();
    expect(logged.docs.map((d) => `${d.get('group')} ${d.get('action')}`).sort()).toEqual([
      'sandbox-trainer event.create',
      'sandbox-trainer sandbox.reset',
    ]);
  });

  it("is each member's own: another member's is neither listed nor reachable", async () => {
    await open(tokens.coach);
    // Not even an admin's list of groups shows someone else's sandbox.
    const groups = await call('/api/admin/groups', { token: tokens.admin });
    const ids = (groups.body.groups as { id: string }[]).map((g) => g.id);
    expect(ids).toContain('facilitators');
    expect(ids.filter((id) => id.startsWith('sandbox-'))).toEqual([]);
    const foreign = await call('/api/facilitator/cohorts?groups=sandbox-trainer', { token: tokens.coach });
    expect(foreign.status).toBe(403);
    const write = await call('/api/facilitator/events', {
      method: 'POST',
      token: tokens.coach,
      body: eventBody({ cohorts: ['facilitators-sandbox--trainer'] }),
    });
    expect(write.status).toBe(403);
  });

  it('is for members of the facilitators group only', async () => {
    for (const caller of ['facilitator', 'otherFacilitator', 'admin'] as const) {
      for (const answer of [await open(tokens[caller]), await reset(tokens[caller])]) {
        expect(answer).toEqual({
          status: 403,
          body: { error: 'Only members of the facilitators group have a sandbox' },
        });
      }
    }
    expect((await open(tokens.peer)).status).toBe(403);
    expect((await reset(tokens.peer)).status).toBe(403);
    expect((await call('/api/facilitator/sandbox', { method: 'POST' })).status).toBe(401);
  });
});
