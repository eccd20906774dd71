/**
 * Staff e-mail an event's participants (all, attended, absent, apologised): a preview names the
 * recipients and sends nothing; a send queues one plain-text message each, which the outbox
 * trigger delivers to the local catcher.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';
import { DAY, eventNow, expectRoles } from './support/events.ts';
import { buildWorld, call, people } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    eventNow('ahead', DAY),
    // Invited people are not e-mailed: only confirmed peers of the event's cohorts.
    adminDb.doc('users/invitee').set({ ...people.adams, id: 'invitee', email: 'invitee@api.test', status: 'invited' }),
    adminDb.doc('apologies/kickoff_baker').set({
      id: 'kickoff_baker',
      event_id: 'kickoff',
      user_id: 'baker',
      group: 'mgh',
      cohort: 'mgh-a',
      reason: 'Away',
      created_at: new Date('2026-01-01T12:00:00Z'),
    }),
  ]);
});

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
});

const email = (eventId: string, body: object, token = tokens.facilitator) =>
  call(`/api/facilitator/events/${eventId}/email`, { method: 'POST', token, body });
const compose = (audience: string, extra: object = {}) => ({
  audience,
  subject: 'About the kickoff',
  message: 'Thank you for coming.',
  preview: true,
  ...extra,
});
const names = (body: Record<string, unknown>) => (body.recipients as { name: string }[]).map((r) => r.name);
const mailCount = async () => (await adminDb.collection('mail').count().get()).data().count;

describe('POST /api/facilitator/events/:id/email', () => {
  it('is for staff of the event’s group only', async () => {
    await expectRoles(
      tokens,
      () => ({ path: '/api/facilitator/events/kickoff/email', method: 'POST', body: compose('all') }),
      {
        facilitator: 200,
        admin: 200,
      },
    );
  });

  it('previews each audience, sorted by last name, and sends nothing', async () => {
    // kickoff (past): peer attended; baker apologised; adams and mcdonald neither.
    expect((await email('kickoff', compose('all'))).body).toEqual({
      audience: 'all',
      recipients: [
        { id: 'adams', name: 'adams adams' },
        { id: 'baker', name: 'baker Baker' },
        { id: 'mcdonald', name: 'mcdonald McDonald' },
        { id: 'peer', name: 'peer Okafor' },
      ],
      sent: false,
    });
    expect(names((await email('kickoff', compose('attended'))).body)).toEqual(['peer Okafor']);
    expect(names((await email('kickoff', compose('absent'))).body)).toEqual(['adams adams', 'mcdonald McDonald']);
    expect(names((await email('kickoff', compose('apologised'))).body)).toEqual(['baker Baker']);
    expect(await mailCount()).toBe(0);
  });

  it('refuses "absent" before the event starts, and an audience nobody is in', async () => {
    expect(await email('ahead', compose('absent'))).toMatchObject({
      status: 400,
      body: { error: 'audience: nobody can be absent before the event starts' },
    });
    expect(await email('ahead', compose('attended', { preview: false }))).toMatchObject({
      status: 400,
      body: { error: 'audience: nobody to send to' },
    });
    expect(await mailCount()).toBe(0);
  });

  it('sends one plain-text message per recipient through the outbox, the text as typed', async () => {
    const message = 'Thanks for coming!\n<b>Not bold</b> & <script>alert(1)</script>';
    const response = await email('kickoff', compose('absent', { preview: false, message, subject: 'We missed you' }));
    expect(response).toMatchObject({ status: 200, body: { audience: 'absent', sent: true } });
    const queued = await adminDb.collection('mail').get();
    expect(queued.docs.map((d) => d.get('to')).sort()).toEqual([['adams@api.test'], ['mcdonald@api.test']]);
    for (const doc of queued.docs) {
      expect(doc.get('html')).toBeUndefined();
      expect(doc.get('subject')).toBe('We missed you');
      expect(doc.get('text')).toMatch(
        /^Thanks for coming!\n<b>Not bold<\/b> & <script>alert\(1\)<\/script>\n\n--\nAbout: Kickoff, /,
      );
    }
    const caught = await eventually(async () => {
      const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as {
        subject: string;
        text: string;
        html?: string;
        to: { address: string }[];
      }[];
      return list.length === 2 ? list : undefined;
    });
    expect(caught.map((m) => m.to.map((t) => t.address)).sort()).toEqual([['adams@api.test'], ['mcdonald@api.test']]);
    expect(caught.every((m) => m.subject === 'We missed you' && m.text.includes('<b>Not bold</b>'))).toBe(true);
    expect(caught.every((m) => !m.html)).toBe(true);
  });

  it('answers 404 for an unknown event and names the field of every bad input', async () => {
    expect((await email('nope', compose('all'))).status).toBe(404);
    const cases: [object, RegExp][] = [
      [compose('everyone'), /^audience: must be one of all, attended, absent, apologised/],
      [compose('all', { subject: '' }), /^subject: must not be empty/],
      [compose('all', { subject: 'x'.repeat(201) }), /^subject: must be at most 200 characters/],
      [compose('all', { message: '   ' }), /^message: must not be empty/],
      [compose('all', { message: 'x'.repeat(10_001) }), /^message: must be at most 10000 characters/],
      [compose('all', { preview: 'yes' }), /^preview: /],
      [compose('all', { html: '<p>hi</p>' }), /^html: unknown field/],
      // A missing enum field gets the enum's own message (describeIssues reads it as a wrong value).
      [{ subject: 'Hi', message: 'Hello' }, /^audience: must be one of /],
    ];
    for (const [body, message] of cases) {
      const response = await email('kickoff', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.error).toMatch(message);
    }
  });
});
