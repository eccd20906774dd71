/**
 * The caller's own account: GET /api/shared/my_data, POST /api/shared/sign_out_everywhere and the
 * e-mail choices of PUT /api/shared/user_info, and that the senders honour those choices.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_URL } from '../support/emulators.ts';
import { adminAuth, adminDb, idTokenFor } from '../support/admin.ts';
import { inSecondAfter, tokenSeconds } from '../support/clock.ts';
import { buildWorld, call, CALLERS, people } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>> & { adams: string; baker: string };
beforeAll(async () => {
  const world = await buildWorld();
  tokens = { ...world, adams: await idTokenFor(people.adams.email), baker: await idTokenFor(people.baker.email) };
  const at = Timestamp.fromDate(new Date('2026-01-05T17:00:00Z'));
  await Promise.all([
    adminDb.doc('apologies/kickoff_peer').set({ event_id: 'kickoff', user_id: 'peer', reason: 'On call', at }),
    adminDb.doc('apologies/kickoff_mcdonald').set({ event_id: 'kickoff', user_id: 'mcdonald', reason: 'Away', at }),
    adminDb.doc('mail/to-peer').set({ to: [people.peer.email], subject: 'Welcome', text: 'Hi', created_at: at }),
    adminDb.doc('mail/to-baker').set({ to: [people.baker.email], subject: 'Not yours', text: 'Hi', created_at: at }),
    // What the peer wrote in a discussion, and someone else's reply.
    adminDb.doc('discussion_posts/by-peer').set(discussionReply('peer', 'My reply', at)),
    adminDb.doc('discussion_posts/by-baker').set(discussionReply('baker', 'Not mine', at)),
    adminDb.doc('discussion_reads/peer').set({ threads: { tx: at } }),
  ]);
});

function discussionReply(author: string, body: string, at: Timestamp) {
  const [group, cohort] = [people.peer.group[0], people.peer.cohort_list[0]];
  return {
    group,
    cohort,
    thread_id: 'tx',
    body,
    author_id: author,
    author_name: author,
    created_at: at,
    edited_at: null,
    hidden: false,
  };
}

const setPreferences = (token: string, id: string, value: unknown) =>
  call('/api/shared/user_info', { method: 'PUT', token, body: { id, key: 'email_preferences', value } });

describe('GET /api/shared/my_data', () => {
  it("is the caller's own data only, as a JSON file to save", async () => {
    const answer = await call('/api/shared/my_data', { token: tokens.peer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my_data.json"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const data = answer.body as Record<string, unknown> & {
      attendance: { id: string }[];
      apologies: Record<string, unknown>[];
    };
    expect(data.profile).toMatchObject({ id: 'peer', email: people.peer.email, last_name: 'Okafor' });
    expect(data.profile).not.toHaveProperty('last_name_lower');
    expect(data.attendance.map((r) => r.id)).toEqual(['kickoff_peer']);
    expect(data.apologies).toEqual([expect.objectContaining({ id: 'kickoff_peer', reason: 'On call' })]);
    // Stored dates come out in the API's format, not as Firestore's Timestamp objects.
    expect(data.apologies[0]).toMatchObject({ at: '2026-01-05T12:00:00-05:00' });
    expect(data.emails_received).toEqual([
      { subject: 'Welcome', created_at: '2026-01-05T12:00:00-05:00', state: 'PENDING' },
    ]);
    expect(data.calendar_feed).toEqual({ subscribed: false, created_at: null });
    expect(data.discussion_posts).toEqual([expect.objectContaining({ id: 'by-peer', body: 'My reply' })]);
    expect(data.discussion_read_marks).toEqual({ id: 'peer', threads: { tx: '2026-01-05T12:00:00-05:00' } });
    expect(data.discussion_threads).toEqual([]);
    expect(data.alumni_profile).toBeNull();
    expect(data.profile_photo).toBeNull();
    expect(JSON.stringify(data)).not.toContain('mcdonald');
    expect(JSON.stringify(data)).not.toContain('Not mine');
  });

  it('gives every role only their own profile, whatever the query', async () => {
    for (const caller of CALLERS) {
      const answer = await call('/api/shared/my_data?id=peer', { token: tokens[caller] });
      // The call takes no parameters: asking for someone else is refused, not answered.
      expect(answer).toEqual({ status: 400, body: { error: expect.stringMatching(/id/) } });
      const own = await call('/api/shared/my_data', { token: tokens[caller] });
      expect((own.body.profile as { id: string }).id).toBe(people[caller].id);
    }
  });

  it('says that a calendar link exists without giving its secret away', async () => {
    await adminDb.doc('calendar_feeds/facilitator').set({ token: 'secret-token-123', created_at: Timestamp.now() });
    const answer = await call('/api/shared/my_data', { token: tokens.facilitator });
    expect(answer.body.calendar_feed).toMatchObject({ subscribed: true });
    expect(answer.text).not.toContain('secret-token-123');
  });

  it('needs a signed-in caller', async () => {
    expect((await call('/api/shared/my_data')).status).toBe(401);
  });
});

describe('e-mail choices (PUT /api/shared/user_info, key email_preferences)', () => {
  it('are merged kind by kind and read back with the profile', async () => {
    expect((await setPreferences(tokens.adams, 'adams', { announcements: false })).status).toBe(200);
    const second = await setPreferences(tokens.adams, 'adams', { discussion_digest: true });
    expect(second).toEqual({
      status: 200,
      body: { id: 'adams', key: 'email_preferences', value: { announcements: false, discussion_digest: true } },
    });
    const profile = await call('/api/shared/user?id=adams', { token: tokens.adams });
    expect(profile.body.email_preferences).toEqual({ announcements: false, discussion_digest: true });
  });

  it('refuses unknown kinds, non-booleans and an empty choice, naming the value', async () => {
    for (const value of [{ newsletters: false }, { announcements: 'no' }, {}, 'off', null]) {
      const answer = await setPreferences(tokens.adams, 'adams', value);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/^value/);
    }
  });

  it("are the person's own: staff cannot choose for them", async () => {
    const answer = await setPreferences(tokens.facilitator, 'peer', { announcements: false });
    expect(answer).toEqual({
      status: 403,
      body: { error: 'Only the person themselves chooses which e-mails they get' },
    });
  });

  it('keep a session message from someone who turned session messages off', async () => {
    await setPreferences(tokens.baker, 'baker', { event_messages: false });
    const preview = await call('/api/facilitator/events/kickoff/email', {
      method: 'POST',
      token: tokens.facilitator,
      body: { audience: 'all', subject: 'Room change', message: 'Room 2', preview: true },
    });
    expect(preview.status).toBe(200);
    const ids = (preview.body.recipients as { id: string }[]).map((r) => r.id);
    expect(ids).toContain('mcdonald');
    expect(ids).not.toContain('baker');
  });
});

describe('POST /api/shared/sign_out_everywhere', () => {
  it('ends every session: the old token and its refreshes are refused, a new sign-in works', async () => {
    const email = 'leaving@api.test';
    await adminAuth.createUser({ uid: 'leaving', email, password: 'test-password' });
    await adminDb.doc('users/leaving').set({ ...people.baker, id: 'leaving', email });
    const session = await signInForRefresh(email);
    // Revocation counts whole seconds: a session from the same second would still count as after it.
    await inSecondAfter(tokenSeconds(session.idToken, 'auth_time'));

    const answer = await call('/api/shared/sign_out_everywhere', { method: 'POST', token: session.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.signed_out_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const again = await call('/api/shared/user?id=leaving', { token: session.idToken });
    expect(again).toEqual({ status: 401, body: { error: 'The bearer token is invalid, expired or revoked' } });
    // Production's token service refuses the revoked refresh token; the Auth emulator still trades
    // it, but for a token of the same sign-in, which the API refuses just the same.
    const refreshed = await refreshedToken(session.refreshToken);
    if (refreshed) expect((await call('/api/shared/user?id=leaving', { token: refreshed })).status).toBe(401);
    // Whole seconds again: a sign-in within the revocation's second could be taken for one before it.
    await inSecondAfter(Math.floor(Date.parse(answer.body.signed_out_at as string) / 1000));
    const fresh = await idTokenFor(email);
    expect((await call('/api/shared/user?id=leaving', { token: fresh })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await call('/api/shared/sign_out_everywhere', { method: 'POST' })).status).toBe(401);
  });
});

async function signInForRefresh(email: string): Promise<{ idToken: string; refreshToken: string }> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'test-password', returnSecureToken: true }),
  });
  return (await response.json()) as { idToken: string; refreshToken: string };
}

/** The ID token the refresh token is traded for, or null when the token service refuses it. */
async function refreshedToken(refreshToken: string): Promise<string | null> {
  const response = await fetch(`${AUTH_URL}/securetoken.googleapis.com/v1/token?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  return response.ok ? ((await response.json()) as { id_token: string }).id_token : null;
}
