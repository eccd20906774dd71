/**
 * Staff's matching endpoints (docs/matching.md): propose a round for a cohort, re-run it with locks
 * and weights, publish it; for every role and each bad field. A published round never groups
 * previous partners or a department someone asked to avoid, and each person placed gets their
 * own partners document.
 */
import { DEFAULT_MATCHING_WEIGHTS, surveyResponseId, type SurveyAnswers } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
const PATH = '/api/facilitator/matching/rounds';
const at = Timestamp.fromDate(new Date('2026-09-01T12:00:00Z'));

const answers = (department: string, avoid: boolean, times: string[]): SurveyAnswers => ({
  goals: 'Become a better listener',
  topics: ['Leadership'],
  meeting_times: times,
  department,
  avoid_own_department: avoid,
});

/**
 * mgh-a's confirmed peers: peer, mcdonald, adams, baker. peer and adams were partners in a
 * published round; adams avoids Surgery, mcdonald's department: so the only full grouping is
 * peer + mcdonald, adams + baker.
 */
beforeAll(async () => {
  tokens = await buildWorld();
  const answered: Record<string, SurveyAnswers> = {
    peer: answers('Nursing', false, ['Weekends']),
    mcdonald: answers('Surgery', false, ['Weekends']),
    adams: answers('Surgery', true, ['Weekday mornings']),
    baker: answers('Pharmacy', false, ['Weekday mornings']),
  };
  await Promise.all([
    ...Object.entries(answered).map(([user, a]) =>
      adminDb.doc(`survey_responses/${surveyResponseId('matching-survey', user)}`).set({
        survey_id: 'matching-survey',
        user_id: user,
        group: 'mgh',
        cohort: 'mgh-a',
        kind: 'matching',
        window: 'main',
        event_id: null,
        answers: a,
        status: 'submitted',
        updated_at: at,
        submitted_at: at,
      }),
    ),
    adminDb.doc('matching_rounds/earlier').set({
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'published',
      weights: DEFAULT_MATCHING_WEIGHTS,
      groups: [{ members: ['peer', 'adams'], score: 0, parts: [], locked: false }],
      unmatched: [],
      total: 0,
      random_total: 0,
      created_by: 'facilitator',
      created_at: at,
      updated_at: at,
      published_at: at,
      emailed_at: null,
    }),
  ]);
});

async function create(body: object = { cohort: 'mgh-a' }, token = tokens.facilitator) {
  const response = await call(PATH, { method: 'POST', token, body });
  expect(response.status).toBe(201);
  return String(response.body.id);
}

const round = async (id: string) => (await adminDb.doc(`matching_rounds/${id}`).get()).data()!;
const memberSets = (groups: { members: string[] }[]) => groups.map((g) => [...g.members].sort()).sort();

describe('POST /api/facilitator/matching/rounds', () => {
  it('lets staff of the group propose a round, and nobody else', async () => {
    await expectRoles(tokens, () => ({ path: PATH, method: 'POST', body: { cohort: 'mgh-a' } }), {
      facilitator: 201,
      admin: 201,
    });
  });

  it('groups everyone, never previous partners or an avoided department, each group explained', async () => {
    const data = await round(await create());
    expect(data).toMatchObject({
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'draft',
      unmatched: [],
      created_by: 'facilitator',
    });
    expect(memberSets(data.groups)).toEqual([
      ['adams', 'baker'],
      ['mcdonald', 'peer'],
    ]);
    const pair = data.groups.find((g: { members: string[] }) => g.members.includes('peer'));
    expect(pair.parts.map((p: { label: string }) => p.label)).toEqual([
      'same goals +3',
      '1 shared topic +1',
      'overlapping times +2',
      'different departments +1',
    ]);
    expect(data.total).toBe(data.groups.reduce((sum: number, g: { score: number }) => sum + g.score, 0));
  });

  it('answers 400 naming the field for bad input, 403 for a cohort of another group', async () => {
    const bad = async (body: unknown, field: RegExp) => {
      const response = await call(PATH, { method: 'POST', token: tokens.facilitator, body });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(field);
    };
    await bad({}, /^cohort/);
    await bad({ cohort: 'nope' }, /^cohort: unknown cohort nope/);
    await bad({ cohort: 'mgh-a', weights: { ...DEFAULT_MATCHING_WEIGHTS, same_goals: 11 } }, /^weights\.same_goals/);
    await bad({ cohort: 'mgh-a', weights: { ...DEFAULT_MATCHING_WEIGHTS, same_goals: 1.5 } }, /^weights\.same_goals/);
    await bad({ cohort: 'mgh-a', locked: [['peer']] }, /^locked/);
    await bad({ cohort: 'mgh-a', locked: [['peer', 'zed']] }, /^locked: zed is not a confirmed peer/);
    await bad({ cohort: 'mgh-a', locked: [['peer', 'adams']] }, /^locked: .*may not be grouped/);
    await bad({ cohort: 'mgh-a', extra: 1 }, /extra/);
    const other = await call(PATH, { method: 'POST', token: tokens.facilitator, body: { cohort: 'harvard-a' } });
    expect(other.status).toBe(403);
  });
});

describe('PUT /api/facilitator/matching/rounds/:id', () => {
  it('re-runs a draft keeping the locks, placing as many as it can', async () => {
    const id = await create();
    const locked = await call(`${PATH}/${id}`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { locked: [['peer', 'baker']] },
    });
    expect(locked).toEqual({ status: 200, body: { id } });
    const data = await round(id);
    expect(data.groups[0]).toMatchObject({ members: ['peer', 'baker'], locked: true });
    // adams avoids mcdonald's department: with peer and baker locked, they stay unmatched.
    expect(data.groups).toHaveLength(1);
    expect([...data.unmatched].sort()).toEqual(['adams', 'mcdonald']);
    await call(`${PATH}/${id}`, { method: 'PUT', token: tokens.facilitator, body: {} });
    expect((await round(id)).unmatched).toEqual([]);
  });

  it('is for staff of the round group only, and 404 for an unknown round', async () => {
    const id = await create();
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}`, method: 'PUT', body: {} }), {
      facilitator: 200,
      admin: 200,
    });
    const missing = await call(`${PATH}/nope`, { method: 'PUT', token: tokens.facilitator, body: {} });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/facilitator/matching/rounds/:id/groups', () => {
  it('takes groups arranged by hand, explained again, everyone else unmatched', async () => {
    const id = await create();
    const arranged = await call(`${PATH}/${id}/groups`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { groups: [{ members: ['baker', 'peer'], locked: true }] },
    });
    expect(arranged).toEqual({ status: 200, body: { id } });
    const data = await round(id);
    expect(data.groups).toEqual([
      {
        members: ['baker', 'peer'],
        locked: true,
        score: 3 + 1 + 1 - 2,
        parts: [
          { label: 'same goals +3', points: 3 },
          { label: '1 shared topic +1', points: 1 },
          { label: 'no common time −2', points: -2 },
          { label: 'different departments +1', points: 1 },
        ],
      },
    ]);
    expect(data.unmatched).toEqual(['adams', 'mcdonald']);
    expect(data.total).toBe(3);
  });

  it('refuses groups that may not be published, naming the people, and other roles', async () => {
    const id = await create();
    const bad = async (groups: unknown, error: string) => {
      const response = await call(`${PATH}/${id}/groups`, {
        method: 'PUT',
        token: tokens.facilitator,
        body: { groups },
      });
      expect(response).toEqual({ status: 400, body: { error } });
    };
    await bad([{ members: ['adams', 'mcdonald'] }], 'groups: adams and mcdonald may not be grouped (same department)');
    await bad([{ members: ['peer', 'adams'] }], 'groups: peer and adams may not be grouped (previous partner)');
    await bad([{ members: ['peer', 'zed'] }], 'groups: zed is not a confirmed peer of the cohort');
    await bad(
      [{ members: ['peer', 'baker'] }, { members: ['baker', 'mcdonald'] }],
      'groups: baker is in more than one group',
    );
    await bad([{ members: ['peer'] }], 'groups.0.members: a group has 2 or 3 people');
    await expectRoles(tokens, () => ({ path: `${PATH}/${id}/groups`, method: 'PUT', body: { groups: [] } }), {
      facilitator: 200,
      admin: 200,
    });
    expect((await round(id)).unmatched).toHaveLength(4);
  });
});

describe('POST /api/facilitator/matching/rounds/:id/publish', () => {
  it('publishes once: each person placed gets their own partners, with the times they share', async () => {
    const id = await create();
    const published = await call(`${PATH}/${id}/publish`, { method: 'POST', token: tokens.facilitator });
    expect(published).toEqual({ status: 200, body: { id, partners: 4 } });
    expect((await round(id)).status).toBe('published');
    const mine = (await adminDb.doc(`matching_partners/${id}_peer`).get()).data()!;
    expect(mine).toMatchObject({
      round_id: id,
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      partners: [{ user_id: 'mcdonald', email: 'mcdonald@api.test' }],
      common_times: ['Weekends'],
    });
    const again = await call(`${PATH}/${id}/publish`, { method: 'POST', token: tokens.facilitator });
    expect(again.status).toBe(409);
    const rerun = await call(`${PATH}/${id}`, { method: 'PUT', token: tokens.facilitator, body: {} });
    expect(rerun.status).toBe(409);
    const arrange = await call(`${PATH}/${id}/groups`, {
      method: 'PUT',
      token: tokens.facilitator,
      body: { groups: [] },
    });
    expect(arrange.status).toBe(409);
    // The next round avoids this round's pairs as well as the earlier one's.
    const next = await round(await create());
    for (const group of next.groups) {
      expect(group.members.sort()).not.toEqual(['mcdonald', 'peer']);
      expect(group.members.sort()).not.toEqual(['adams', 'peer']);
    }
  });

  it('refuses a draft that groups people who may not be grouped (409), and other roles', async () => {
    await adminDb.doc('matching_rounds/forbidden').set({
      ...(await round('earlier')),
      status: 'draft',
      published_at: null,
    });
    const response = await call(`${PATH}/forbidden/publish`, { method: 'POST', token: tokens.admin });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatch(/peer and adams may not be grouped \(previous partner\)/);
    expect((await adminDb.collection('matching_partners').where('round_id', '==', 'forbidden').get()).size).toBe(0);
    await expectRoles(tokens, () => ({ path: `${PATH}/forbidden/publish`, method: 'POST' }), {
      facilitator: 409,
      admin: 409,
    });
  });
});
