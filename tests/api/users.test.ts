/**
 * People administration (docs/users.md): inviting (good rows invited, bad rows named and written
 * for nothing, the e-mailed link signs the person in and confirms them), editing and moving a
 * person, roles for admins only, deactivating (the account is disabled, nothing deleted) and
 * reactivating, graduating a cohort; for every role and across groups.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, eventually, idTokenFor } from '../support/admin.ts';
import { AUTH_URL, MAIL_CATCHER_URL } from '../support/emulators.ts';
import { expectRoles, type Role } from './support/events.ts';
import { buildWorld, call, people } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
});

const INVITE = '/api/facilitator/users/invite';
const row = (email: string, extra: object = {}) => ({
  email,
  first_name: 'Ines',
  last_name: 'Nuñez',
  cohort: 'mgh-a',
  ...extra,
});

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The catcher's messages to `address`, once there is one (earlier tests' mail may still be arriving). */
async function mailsTo(address: string): Promise<Mail[]> {
  return eventually(async () => {
    const list = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Mail[];
    const mine = list.filter((m) => m.to.some((t) => t.address === address));
    return mine.length > 0 ? mine : undefined;
  }, 60_000);
}

/** Signs in with the e-mailed link's one-time code, as the browser SDK does on /login. */
async function signInWithLink(email: string, link: string): Promise<string> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, oobCode }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Link sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

const profileOf = async (id: string) => (await adminDb.doc(`users/${id}`).get()).data();
const profilesWithEmail = async (email: string) =>
  (await adminDb.collection('users').where('email', '==', email).get()).docs.length;

describe('POST /api/facilitator/users/invite', () => {
  it('is for staff of the cohort’s group only', async () => {
    await expectRoles(
      tokens,
      (role: Role) => ({ path: INVITE, method: 'POST', body: { users: [row(`by-${role.toLowerCase()}@api.test`)] } }),
      { facilitator: 200, admin: 200 },
    );
    expect(await profilesWithEmail('by-facilitator@api.test')).toBe(1);
    expect(await profilesWithEmail('by-otherfacilitator@api.test')).toBe(0);
    expect(await profilesWithEmail('by-peer@api.test')).toBe(0);
  });

  it('invites the good rows, names each bad row and why, and writes nothing for them', async () => {
    const response = await call(INVITE, {
      method: 'POST',
      token: tokens.facilitator,
      body: {
        users: [
          row(' New.Comer@API.test ', { department: 'Surgery', cohort: 'mgh-b' }),
          row('not-an-address'),
          row('nobody@api.test', { cohort: 'no-such-cohort', first_name: '' }),
          row('peer@api.test'),
          row('new.comer@api.test'),
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.rejected).toEqual([
      { row: 2, error: 'email: must be an e-mail address' },
      { row: 3, error: 'first_name: must not be empty' },
      { row: 4, error: 'email: already has an account' },
      { row: 5, error: 'email: appears on an earlier row' },
    ]);
    const [id] = response.body.invited as string[];
    expect(response.body.invited).toHaveLength(1);
    expect(await profileOf(id!)).toMatchObject({
      email: 'new.comer@api.test',
      first_name: 'Ines',
      last_name: 'Nuñez',
      last_name_lower: 'nuñez',
      role: 'peer',
      status: 'invited',
      group: ['mgh'],
      group_list: [],
      cohort: ['MGH B'],
      cohort_list: ['mgh-b'],
      current_cohort: 'mgh-b',
      current_group: 'mgh',
      department: 'Surgery',
      last_login: null,
    });
    expect((await adminAuth.getUser(id!)).email).toBe('new.comer@api.test');
    for (const email of ['not-an-address', 'nobody@api.test']) {
      expect(await profilesWithEmail(email)).toBe(0);
      await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
    }
    // One invitation in the outbox, for the good row only.
    const outbox = (await adminDb.collection('mail').get()).docs.map((d) => d.get('to') as string[]);
    expect(outbox.filter((to) => to.includes('new.comer@api.test'))).toHaveLength(1);
    expect(outbox.filter((to) => to.includes('peer@api.test') || to.includes('nobody@api.test'))).toEqual([]);
    // The peer of row 4 is untouched.
    expect(await profileOf('peer')).toMatchObject({ first_name: 'peer', last_name: 'Okafor' });
    // An unknown cohort is named too, on its own row.
    const unknown = await call(INVITE, {
      method: 'POST',
      token: tokens.facilitator,
      body: { users: [row('lost@api.test', { cohort: 'no-such-cohort' }), row('odd@api.test', { cohort: 'a/b' })] },
    });
    expect(unknown.body).toEqual({
      invited: [],
      rejected: [
        { row: 1, error: 'cohort: no cohort no-such-cohort in your groups' },
        { row: 2, error: 'cohort: no cohort a/b in your groups' },
      ],
    });
  });

  it('e-mails a sign-in link; the first sign-in from it confirms the person', async () => {
    const email = 'link.person@api.test';
    const response = await call(INVITE, { method: 'POST', token: tokens.admin, body: { users: [row(email)] } });
    const id = (response.body.invited as string[])[0]!;
    const sent = await mailsTo(email);
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail!.subject).toBe('Your invitation to the Peer Coaching Program');
    expect(mail!.text).toContain('Hello Ines');
    expect(mail!.text).toContain('MGH A');
    const link = /(https?:\/\/\S+\/login\?\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('mode')).toBe('signIn');

    const token = await signInWithLink(email, link!);
    expect((await profileOf(id))?.status).toBe('invited');
    const login = await call('/api/shared/user_info', {
      method: 'PUT',
      token,
      body: { id, key: 'last_login', value: new Date().toISOString() },
    });
    expect(login.status).toBe(200);
    expect(await profileOf(id)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses a cohort of another group as a whole (403), writing nothing', async () => {
    const response = await call(INVITE, {
      method: 'POST',
      token: tokens.facilitator,
      body: { users: [row('fine@api.test'), row('elsewhere@api.test', { cohort: 'harvard-a' })] },
    });
    expect(response).toMatchObject({ status: 403, body: { error: 'users: you do not run group harvard' } });
    expect(await profilesWithEmail('fine@api.test')).toBe(0);
    expect(await profilesWithEmail('elsewhere@api.test')).toBe(0);
  });

  it('answers a malformed list with 400 naming the field', async () => {
    const empty = await call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: [] } });
    expect(empty).toMatchObject({ status: 400, body: { error: 'users: list at least one person' } });
    const extra = await call(INVITE, {
      method: 'POST',
      token: tokens.facilitator,
      body: { users: [row('x@api.test', { role: 'admin' })] },
    });
    expect(extra).toMatchObject({ status: 400, body: { error: 'role: unknown field' } });
  });
});

describe('PUT /api/facilitator/users/:id', () => {
  const put = (id: string, body: object, token = tokens.facilitator) =>
    call(`/api/facilitator/users/${id}`, { method: 'PUT', token, body });

  it('is for staff of the person’s group; another group’s person is 403', async () => {
    await expectRoles(
      tokens,
      () => ({ path: '/api/facilitator/users/baker', method: 'PUT', body: { department: 'Oncology' } }),
      { facilitator: 200, admin: 200 },
    );
    expect(await profileOf('baker')).toMatchObject({ department: 'Oncology' });
    expect(await put('otherPeer', { first_name: 'X' })).toMatchObject({
      status: 403,
      body: { error: 'You do not run group harvard' },
    });
    expect((await put('nobody', { first_name: 'X' })).status).toBe(404);
    expect((await put(encodeURIComponent('a/b'), { first_name: 'X' })).status).toBe(404);
    expect(await put('baker', { cohort: 'a/b' })).toMatchObject({
      status: 400,
      body: { error: 'cohort: no cohort a/b' },
    });
    expect(await put('baker', {})).toMatchObject({ status: 400, body: { error: 'send at least one field to change' } });
  });

  it('changes names, department and the alumni flag, and answers the profile', async () => {
    const response = await put('mcdonald', {
      first_name: 'Mairead',
      last_name: 'MacDonald',
      department: 'Cardiology',
      alumni_community: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 'mcdonald',
      first_name: 'Mairead',
      last_name: 'MacDonald',
      department: 'Cardiology',
      alumni_community: true,
    });
    expect(await profileOf('mcdonald')).toMatchObject({ last_name_lower: 'macdonald' });
  });

  it('moves a peer to another cohort of the group, and across groups only for who runs both', async () => {
    expect(await put('adams', { cohort: 'mgh-b', group: 'mgh' })).toMatchObject({
      status: 200,
      body: { cohort_list: ['mgh-b'], cohort: ['MGH B'], current_cohort: 'mgh-b', group: ['mgh'] },
    });
    expect(await put('adams', { cohort: 'harvard-a' })).toMatchObject({
      status: 403,
      body: { error: 'cohort: you do not run group harvard' },
    });
    expect(await put('adams', { cohort: 'mgh-a', group: 'harvard' })).toMatchObject({
      status: 400,
      body: { error: 'group: cohort mgh-a belongs to group mgh' },
    });
    expect(await put('adams', { cohort: 'nope' })).toMatchObject({
      status: 400,
      body: { error: 'cohort: no cohort nope' },
    });
    expect(await put('adams', { cohort: 'harvard-a' }, tokens.admin)).toMatchObject({
      status: 200,
      body: { cohort_list: ['harvard-a'], group: ['harvard'], current_group: 'harvard' },
    });
    // Now a Harvard peer: out of the mgh facilitator's reach, in the other one's.
    expect((await put('adams', { department: 'X' })).status).toBe(403);
    expect((await put('adams', { cohort: 'mgh-a' }, tokens.admin)).status).toBe(200);
  });

  it('changes a role for an admin only', async () => {
    expect(await put('baker', { role: 'facilitator' })).toMatchObject({
      status: 403,
      body: { error: 'role: only an admin changes roles' },
    });
    expect(await put('baker', { role: 'facilitator' }, tokens.admin)).toMatchObject({
      status: 200,
      body: { role: 'facilitator', group: ['mgh'], group_list: ['mgh'] },
    });
    expect(await put('baker', { role: 'peer' }, tokens.admin)).toMatchObject({
      status: 200,
      body: { role: 'peer', group_list: [] },
    });
    expect(await put('admin', { first_name: 'X' })).toMatchObject({ status: 403 });
    expect(await put('admin', { role: 'peer' }, tokens.admin)).toMatchObject({
      status: 400,
      body: { error: 'role: you cannot change your own role' },
    });
  });

  it('deactivates (the account is disabled and signed out, nothing deleted) and reactivates', async () => {
    const before = await call('/api/shared/user?id=baker', { token: await idTokenFor(people.baker.email) });
    expect(before.status).toBe(200);
    const token = await idTokenFor(people.baker.email);

    expect(await put('baker', { status: 'deactivated' })).toMatchObject({
      status: 200,
      body: { status: 'deactivated' },
    });
    expect((await adminAuth.getUser('baker')).disabled).toBe(true);
    expect((await call('/api/shared/user?id=baker', { token })).status).toBe(401);
    await expect(idTokenFor(people.baker.email)).rejects.toThrow(/USER_DISABLED/);
    expect(await profileOf('baker')).toMatchObject({ email: people.baker.email, cohort_list: ['mgh-a'] });
    expect((await adminDb.doc('activities/peer').get()).exists).toBe(true);

    expect(await put('baker', { status: 'confirmed' })).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect((await adminAuth.getUser('baker')).disabled).toBe(false);
    const again = await idTokenFor(people.baker.email);
    expect((await call('/api/shared/user?id=baker', { token: again })).status).toBe(200);

    // Someone who never signed in is active again as invited (confirmed comes with the first sign-in).
    await adminDb
      .doc('users/never-in')
      .set({ ...people.adams, id: 'never-in', email: 'never-in@api.test', status: 'invited', last_login: null });
    expect(await put('never-in', { status: 'deactivated' })).toMatchObject({
      status: 200,
      body: { status: 'deactivated' },
    });
    expect(await put('never-in', { status: 'confirmed' })).toMatchObject({ status: 200, body: { status: 'invited' } });

    expect(await put('facilitator', { status: 'deactivated' })).toMatchObject({
      status: 400,
      body: { error: 'status: you cannot deactivate or reactivate yourself' },
    });
    expect(await put('baker', { status: 'invited' })).toMatchObject({
      status: 400,
      body: { error: 'status: must be confirmed or deactivated' },
    });
  });
});

describe('POST /api/facilitator/cohorts/:id/graduate', () => {
  beforeAll(async () => {
    // mgh-b: the alumnus (confirmed), an invited and a deactivated peer who stay as they are.
    for (const [id, status] of [
      ['graduand-invited', 'invited'],
      ['graduand-off', 'deactivated'],
    ] as const) {
      await adminDb.doc(`users/${id}`).set({ ...people.alumnus, id, email: `${id}@api.test`, status });
    }
  });

  it('is for staff of the cohort’s group only, and moves its confirmed peers to the alumni cohort', async () => {
    await expectRoles(tokens, () => ({ path: '/api/facilitator/cohorts/harvard-a/graduate', method: 'POST' }), {
      otherFacilitator: 200,
      admin: 200,
    });
    expect(await profileOf('otherPeer')).toMatchObject({
      cohort_list: ['alumni'],
      current_cohort: 'alumni',
      group: ['harvard', 'mgh'],
      alumni_community: true,
    });

    const response = await call('/api/facilitator/cohorts/mgh-b/graduate', {
      method: 'POST',
      token: tokens.facilitator,
    });
    expect(response.body.graduated).toContain('alumnus');
    expect(response.body.graduated).not.toContain('graduand-invited');
    expect(response.body.graduated).not.toContain('graduand-off');
    expect(await profileOf('alumnus')).toMatchObject({ cohort: ['Alumni'], cohort_list: ['alumni'], group: ['mgh'] });
    expect(await profileOf('graduand-invited')).toMatchObject({ cohort_list: ['mgh-b'] });
    expect(await profileOf('graduand-off')).toMatchObject({ cohort_list: ['mgh-b'] });
  });

  it('refuses the alumni cohort itself (400) and an unknown one (404)', async () => {
    expect(
      await call('/api/facilitator/cohorts/alumni/graduate', { method: 'POST', token: tokens.admin }),
    ).toMatchObject({ status: 400, body: { error: 'id: the alumni cohort does not graduate' } });
    expect((await call('/api/facilitator/cohorts/nope/graduate', { method: 'POST', token: tokens.admin })).status).toBe(
      404,
    );
    const slashed = await call(`/api/facilitator/cohorts/${encodeURIComponent('mgh/x')}/graduate`, {
      method: 'POST',
      token: tokens.admin,
    });
    expect(slashed.status).toBe(404);
  });
});
