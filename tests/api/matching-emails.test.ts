/**
 * E-mailing each group of a published matching round (docs/matching.md, docs/emails.md): one
 * message per group, to all its members, with the group's match announcement (or the text staff
 * edited for this sending); once per round; drafts and unknown rounds refused.
 */
import { DEFAULT_MATCHING_WEIGHTS } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
const at = Timestamp.fromDate(new Date('2026-10-01T12:00:00Z'));

async function round(id: string, status: 'draft' | 'published', group = 'mgh', cohort = 'mgh-a') {
  const groups =
    group === 'mgh'
      ? [
          { members: ['peer', 'mcdonald'], score: 2, parts: [], locked: false },
          { members: ['adams', 'baker'], score: 0, parts: [], locked: false },
        ]
      : [{ members: ['otherPeer', 'otherFacilitator'], score: 0, parts: [], locked: false }];
  await adminDb.doc(`matching_rounds/${id}`).set({
    group,
    cohort,
    status,
    weights: DEFAULT_MATCHING_WEIGHTS,
    groups,
    unmatched: [],
    total: 2,
    random_total: 0,
    created_by: 'facilitator',
    created_at: at,
    updated_at: at,
    published_at: status === 'published' ? at : null,
    emailed_at: null,
  });
  if (status === 'draft') return;
  await Promise.all(
    groups.flatMap((g) =>
      g.members.map((user) =>
        adminDb.doc(`matching_partners/${id}_${user}`).set({
          round_id: id,
          group,
          cohort,
          user_id: user,
          partners: g.members.filter((m) => m !== user).map((m) => ({ user_id: m, name: m, email: `${m}@api.test` })),
          common_times: g.members.includes('peer') ? ['Weekday mornings', 'Weekends'] : [],
          published_at: at,
        }),
      ),
    ),
  );
}

beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    round('published', 'published'),
    round('draft', 'draft'),
    round('theirs', 'published', 'harvard', 'harvard-a'),
  ]);
  await Promise.all(['roles', 'edited', 'bad'].map((id) => round(id, 'published')));
  // baker turned partner e-mails off on /account: named in the group's e-mail, not sent it.
  await adminDb.doc('users/baker').update({ email_preferences: { matching: false } });
});

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
});

const path = (id: string) => `/api/facilitator/matching/rounds/${id}/email`;
const email = (id: string, body: object = {}, token = tokens.facilitator) =>
  call(path(id), { method: 'POST', token, body });
const queued = async (id: string) =>
  (await adminDb.collection('mail').where('matching_round', '==', id).get()).docs.map((d) => d.data());

describe('POST /api/facilitator/matching/rounds/:id/email', () => {
  it('is for staff of the round’s group only', async () => {
    // The facilitator e-mails first; the admin then finds the round already e-mailed (409).
    // A subject of its own: these messages may still reach the catcher during the next test.
    const body = { subject: 'Roles check', markdown: 'Hello {first_name}' };
    await expectRoles(tokens, () => ({ path: path('roles'), method: 'POST', body }), {
      facilitator: 200,
      admin: 409,
    });
    expect((await email('theirs')).status).toBe(403);
  });

  it('sends one e-mail per group to all its members, with names, addresses and the suggested time', async () => {
    const response = await email('published');
    expect(response).toMatchObject({ status: 200, body: { id: 'published', emails: 2 } });
    const mails = await queued('published');
    expect(mails.map((m) => [...(m.to as string[])].sort()).sort()).toEqual([
      ['adams@api.test'],
      ['mcdonald@api.test', 'peer@api.test'],
    ]);
    expect((await adminDb.doc('matching_rounds/published').get()).get('emailed_at')).toBeInstanceOf(Timestamp);
    const caught = await eventually(async () => {
      const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as {
        subject: string;
        text: string;
        to: { address: string }[];
      }[];
      const ours = list.filter((m) => m.subject === 'Your peer coaching partners');
      return ours.length === 2 ? ours : undefined;
    }, 60_000);
    const peers = caught.find((m) => m.to.some((t) => t.address === 'peer@api.test'))!;
    // Sorted by last name in the round's order: the round lists peer (Okafor) before mcdonald.
    expect(peers.text).toContain('Hello peer and mcdonald,');
    expect(peers.text).toContain('- peer Okafor, peer@api.test\n- mcdonald McDonald, mcdonald@api.test');
    expect(peers.text).toContain('Suggested first meeting: Weekday mornings.');
    const others = caught.find((m) => m.to.some((t) => t.address === 'adams@api.test'))!;
    expect(others.text).toContain('- baker Baker, baker@api.test');
    expect(others.text).toContain('Suggested first meeting: a time you agree on together');
    // Once per round.
    expect(await email('published')).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/already e-mailed/) },
    });
    expect(await queued('published')).toHaveLength(2);
  });

  it('uses the text edited for this sending', async () => {
    const response = await email('edited', {
      subject: 'Meet {first_name}',
      markdown: 'Your group:\n{partners}\nTry {meeting_time}.',
    });
    expect(response.status).toBe(200);
    const subjects = (await queued('edited')).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Meet adams and baker', 'Meet peer and mcdonald']);
  });

  it('refuses drafts (409), unknown rounds (404) and bad text (400, naming the field)', async () => {
    expect(await email('draft')).toMatchObject({
      status: 409,
      body: { error: 'Publish the round before e-mailing its groups' },
    });
    expect((await email('nope')).status).toBe(404);
    const cases: [object, RegExp][] = [
      [{ subject: 'Hi' }, /^markdown: is required with the other/],
      [{ markdown: 'Hi' }, /^subject: is required with the other/],
      [
        { subject: 'Hi', markdown: 'Hi {cohort}' },
        /^markdown: \{cohort\} is not a merge field of the match announcement/,
      ],
      [{ subject: '', markdown: 'Hi' }, /^subject: must not be empty/],
      [{ to: 'x' }, /^to: unknown field/],
    ];
    for (const [body, error] of cases) {
      const response = await email('bad', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(error);
    }
    expect(await queued('bad')).toEqual([]);
    expect((await adminDb.doc('matching_rounds/draft').get()).get('emailed_at')).toBeNull();
  });
});
