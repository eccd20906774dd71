/** A peer sends an apology with a reason for an event ahead; sending again replaces the reason. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { DAY, eventNow, expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    eventNow('ahead', DAY),
    eventNow('started', -60_000),
    eventNow('due', DAY, { type: 'deadline', kind: 'deadline', activity: null, durationMs: 0 }),
    eventNow('mixer', DAY, { kind: 'workshop', activity: null, cohorts: ['alumni'] }),
  ]);
});

const send = (body: unknown, token = tokens.peer) => call('/api/user/apologies', { method: 'POST', token, body });

describe('POST /api/user/apologies', () => {
  it('lets a peer of the event’s cohorts apologise, and refuses everyone else', async () => {
    await expectRoles(
      tokens,
      () => ({ path: '/api/user/apologies', method: 'POST', body: { event_id: 'ahead', reason: 'On call' } }),
      { peer: 201 },
    );
  });

  it('stores the apology under {event}_{user} with the event’s group and the peer’s cohort', async () => {
    const response = await send({ event_id: 'ahead', reason: '  Night shift  ' });
    expect(response).toMatchObject({ status: 201, body: { id: 'ahead_peer' } });
    const stored = (await adminDb.doc('apologies/ahead_peer').get()).data();
    expect(stored).toMatchObject({
      id: 'ahead_peer',
      event_id: 'ahead',
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      reason: 'Night shift',
    });
    expect(Date.now() - stored?.created_at.toDate().getTime()).toBeLessThan(60_000);
  });

  it('replaces the reason when sent again, keeping one apology', async () => {
    await send({ event_id: 'ahead', reason: 'First reason' });
    await send({ event_id: 'ahead', reason: '<b>Second</b> reason' });
    const apologies = await adminDb.collection('apologies').where('user_id', '==', 'peer').get();
    expect(apologies.docs.map((d) => [d.id, d.get('reason')])).toEqual([['ahead_peer', '<b>Second</b> reason']]);
  });

  it('lets an alumni-community member apologise for an alumni event', async () => {
    expect(await send({ event_id: 'mixer', reason: 'Travelling' }, tokens.alumnus)).toMatchObject({
      status: 201,
      body: { id: 'mixer_alumnus' },
    });
    expect((await adminDb.doc('apologies/mixer_alumnus').get()).get('cohort')).toBe('alumni');
  });

  it('refuses an event that has started, a deadline, and an unknown event', async () => {
    expect(await send({ event_id: 'started', reason: 'Late' })).toMatchObject({
      status: 400,
      body: { error: 'event_id: the event has already started; apologies are for events ahead' },
    });
    expect(await send({ event_id: 'due', reason: 'Busy' })).toMatchObject({
      status: 400,
      body: { error: 'event_id: a deadline takes no apologies' },
    });
    expect((await send({ event_id: 'nope', reason: 'Busy' })).status).toBe(404);
  });

  it('names the field of every bad input', async () => {
    const cases: [unknown, string][] = [
      [{ event_id: 'ahead', reason: '' }, 'reason: must not be empty'],
      [{ event_id: 'ahead', reason: '   ' }, 'reason: must not be empty'],
      [{ event_id: 'ahead', reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
      [{ event_id: 'ahead' }, 'reason: is required'],
      [{ reason: 'Busy' }, 'event_id: is required'],
      [{ event_id: 'ahead', reason: 'Busy', user_id: 'adams' }, 'user_id: unknown field'],
    ];
    for (const [body, error] of cases) {
      expect({ body, answer: await send(body) }).toMatchObject({ body, answer: { status: 400, body: { error } } });
    }
  });
});
