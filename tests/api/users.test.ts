/**
 * People administration (docs/users.md): inviting (good rows invited, bad rows named and written
 * for nothing, the e-mailed link signs the person in and confirms them), editing and moving a
 * person, roles for admins only, deactivating (the account is disabled, nothing deleted) and
 * reactivating, graduating a cohort; for every role and across groups.
 */
import { MAIL_TEMPLATES } from '@peer-coaching/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, eventually, idTokenFor } from '../support/admin.ts';
import { AUTH_URL, MAIL_CATCHER_URL } from '../support/emulators.ts';
import { expectRoles, type Role } from './support/events.ts';
import { sendInvitation } from '../../functions/src/services/people/invitations.ts';
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
  }, QUEUE_WAIT_MS);
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

/**
 * A row is sent by its queued task and its e-mail by the outbox trigger: seconds each, but a
 * loaded 2-core machine starting workers for a burst of triggers has taken over a minute.
 */
const QUEUE_WAIT_MS = 90_000;
const QUEUE_TEST_MS = 120_000;

/** The invitations of these addresses, by address. */
async function invitationsOf(emails: readonly string[]) {
  const snapshot = await adminDb.collection('invitations').get();
  const all = snapshot.docs.map((d) => d.data() as { email: string; state: string; uid: string; attempt: number });
  return new Map(all.filter((i) => emails.includes(i.email)).map((i) => [i.email, i] as const));
}

/** Waits until every address's row is sent (its task made the account and queued the e-mail). */
async function untilSent(emails: readonly string[], timeoutMs = QUEUE_WAIT_MS) {
  return eventually(async () => {
    const found = await invitationsOf(emails);
    const failed = [...found.values()].filter((i) => i.state === 'failed');
    if (failed.length > 0) throw new Error(`Rows failed: ${JSON.stringify(failed)}`);
    return found.size === emails.length && [...found.values()].every((i) => i.state === 'sent') ? found : undefined;
  }, timeoutMs);
}
const profilesWithEmail = async (email: string) =>
  (await adminDb.collection('users').where('email', '==', email).get()).docs.length;

describe('POST /api/facilitator/users/invite', () => {
  // The file's first calls start the api's and the queue's workers: over 30 s on a loaded machine.
  it(
    'is for staff of the cohort’s group only',
    async () => {
      await expectRoles(
        tokens,
        (role: Role) => ({ path: INVITE, method: 'POST', body: { users: [row(`by-${role.toLowerCase()}@api.test`)] } }),
        { facilitator: 200, admin: 200 },
      );
      expect(await profilesWithEmail('by-facilitator@api.test')).toBe(1);
      expect(await profilesWithEmail('by-otherfacilitator@api.test')).toBe(0);
      expect(await profilesWithEmail('by-peer@api.test')).toBe(0);
    },
    QUEUE_TEST_MS,
  );

  it(
    'invites the good rows, names each bad row and why, and writes nothing for them',
    async () => {
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
      // The row's task makes the account (under the answered id) and queues the e-mail.
      await untilSent(['new.comer@api.test']);
      expect((await adminAuth.getUser(id!)).email).toBe('new.comer@api.test');
      for (const email of ['not-an-address', 'nobody@api.test']) {
        expect(await profilesWithEmail(email)).toBe(0);
        await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
      }
      // One invitation in the outbox, for the good row only (other files' tests queue their own
      // mail to the same people at the same time, so only invitations count here).
      const outbox = (await adminDb.collection('mail').get()).docs
        .filter((d) => d.get('subject') === MAIL_TEMPLATES.invitation.subject)
        .map((d) => d.get('to') as string[]);
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
    },
    QUEUE_TEST_MS,
  );

  it(
    'e-mails a sign-in link; the first sign-in from it confirms the person',
    async () => {
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
    },
    QUEUE_TEST_MS,
  );

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

describe('bulk invitations through the queue (sendInvitation)', () => {
  const list = (prefix: string, count: number, cohort = 'mgh-a') =>
    Array.from({ length: count }, (_, i) => row(`${prefix}-${String(i + 1).padStart(3, '0')}@bulk.test`, { cohort }));
  const emailsOf = (rows: { email: string }[]) => rows.map((r) => r.email);

  /** Per address: profiles, Auth accounts and outbox messages, counted once everything has happened. */
  async function countsOf(emails: readonly string[]) {
    const [profiles, mail] = await Promise.all([
      adminDb.collection('users').where('email', 'in', emails.slice(0, 30)).get(),
      adminDb.collection('mail').get(),
    ]);
    const accounts = await adminAuth.getUsers(emails.map((email) => ({ email })));
    const mailTo = (email: string) => mail.docs.filter((d) => (d.get('to') as string[]).includes(email)).length;
    return {
      profiles: emails.slice(0, 30).map((e) => profiles.docs.filter((d) => d.get('email') === e).length),
      accounts: accounts.users.length,
      mails: emails.map(mailTo),
    };
  }

  /** MailDev's messages to any of these addresses, once there are `count`. */
  async function caughtMails(emails: readonly string[], count: number, timeoutMs = QUEUE_WAIT_MS) {
    return eventually(async () => {
      const caught = (await (await fetch(`${MAIL_CATCHER_URL}/email`)).json()) as Mail[];
      const mine = caught.filter((m) => m.to.some((t) => emails.includes(t.address)));
      return mine.length >= count ? mine : undefined;
    }, timeoutMs);
  }

  it(
    'answers a 60-row list at once; every row ends invited, with one account, profile and e-mail each',
    async () => {
      const rows = list('sixty', 60);
      const started = Date.now();
      const response = await call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: rows } });
      const answeredMs = Date.now() - started;
      expect(response.status).toBe(200);
      expect(response.body.rejected).toEqual([]);
      const invited = response.body.invited as string[];
      expect(new Set(invited).size).toBe(60);
      // Listed at once: each profile exists as invited when the answer comes.
      expect((await profileOf(invited[0]!))?.status).toBe('invited');
      const sent = await untilSent(emailsOf(rows), 2 * QUEUE_WAIT_MS);
      const doneMs = Date.now() - started;
      console.info(`60-row invitation: answered in ${answeredMs} ms, every row sent after ${doneMs} ms`);
      // Each row's account has the id the answer gave, in the answer's order.
      expect(emailsOf(rows).map((e) => sent.get(e)!.uid)).toEqual(invited);
      for (const [i, uid] of invited.entries()) {
        if (i % 12 === 0) expect((await adminAuth.getUser(uid)).email).toBe(rows[i]!.email);
      }
      const caught = await caughtMails(emailsOf(rows), 60, 2 * QUEUE_WAIT_MS);
      expect(new Set(caught.map((m) => m.to[0]!.address)).size).toBe(60);
      const counts = await countsOf(emailsOf(rows));
      expect(counts.accounts).toBe(60);
      expect(counts.profiles.every((n) => n === 1)).toBe(true);
      expect(counts.mails.every((n) => n === 1)).toBe(true);
    },
    3 * QUEUE_TEST_MS,
  );

  it(
    'a retried request (twice at once, then again when done) answers the same ids, rejects no row and sends nothing twice',
    async () => {
      const rows = [...list('again', 12), row('not-an-address')];
      const send = () => call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: rows } });
      const [first, second] = await Promise.all([send(), send()]);
      const expected = {
        invited: first.body.invited,
        rejected: [{ row: 13, error: 'email: must be an e-mail address' }],
      };
      expect(first.body.invited).toHaveLength(12);
      expect(first.body).toEqual(expected);
      expect(second.body).toEqual(expected);
      const emails = emailsOf(rows.slice(0, 12));
      await untilSent(emails);
      expect((await send()).body).toEqual(expected);
      // Another group cannot take an address this group has invited.
      const elsewhere = await call(INVITE, {
        method: 'POST',
        token: tokens.otherFacilitator,
        body: { users: [row(emails[0]!, { cohort: 'harvard-a' })] },
      });
      expect(elsewhere.body).toEqual({ invited: [], rejected: [{ row: 1, error: 'email: already has an account' }] });
      // Everything that must happen has: one e-mail per address reached the catcher.
      await caughtMails(emails, 12);
      const counts = await countsOf(emails);
      expect(counts).toEqual({ profiles: emails.map(() => 1), accounts: 12, mails: emails.map(() => 1) });
      const invitations = await invitationsOf(emails);
      expect([...invitations.values()].every((i) => i.attempt === 1 && i.state === 'sent')).toBe(true);
    },
    2 * QUEUE_TEST_MS,
  );

  it(
    'a task delivered twice, even at once, makes one account, one profile and one e-mail',
    async () => {
      const email = 'twice@bulk.test';
      const response = await call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: [row(email)] } });
      const uid = (response.body.invited as string[])[0]!;
      const invitation = (await adminDb.collection('invitations').where('email', '==', email).get()).docs[0]!;
      const task = { invitation: invitation.id, attempt: 1, origin: 'http://localhost:5000' };
      // Two more deliveries of the row's task run here while the queue delivers its own.
      const outcomes = await Promise.all([sendInvitation(task, false), sendInvitation(task, false)]);
      expect(outcomes.every((o) => o === 'sent' || o === 'skipped')).toBe(true);
      await untilSent([email]);
      expect(await sendInvitation(task, false)).toBe('skipped');
      expect(await sendInvitation({ ...task, attempt: 2 }, true)).toBe('skipped');
      await caughtMails([email], 1);
      expect(await countsOf([email])).toEqual({ profiles: [1], accounts: 1, mails: [1] });
      expect((await adminAuth.getUser(uid)).email).toBe(email);
    },
    QUEUE_TEST_MS,
  );

  it(
    'a failed row invited again is sent again, under the same id, once',
    async () => {
      const email = 'failed.once@bulk.test';
      const first = await call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: [row(email)] } });
      const uid = (first.body.invited as string[])[0]!;
      await untilSent([email]);
      // As if every attempt had failed: the row is marked failed and its e-mail never queued.
      const invitation = (await adminDb.collection('invitations').where('email', '==', email).get()).docs[0]!;
      await invitation.ref.update({ state: 'failed', error: 'auth: unavailable' });
      await Promise.all((await adminDb.collection('mail').get()).docs.map((d) => d.ref.delete()));
      const again = await call(INVITE, { method: 'POST', token: tokens.facilitator, body: { users: [row(email)] } });
      expect(again.body).toEqual({ invited: [uid], rejected: [] });
      const sent = await untilSent([email]);
      expect(sent.get(email)).toMatchObject({ attempt: 2, state: 'sent', uid });
      await caughtMails([email], 2); // the first attempt's and this one's
      expect(await countsOf([email])).toEqual({ profiles: [1], accounts: 1, mails: [1] });
    },
    QUEUE_TEST_MS,
  );
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
