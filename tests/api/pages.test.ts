/**
 * Editable pages and e-mail templates (docs/pages.md): staff of the group save and restore, each a
 * new version; everyone else is refused; the e-mails the app sends use the group's template when it
 * has one; /facilitators lists the group's facilitators to its members.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const PATH = '/api/facilitator/pages';
const save = (key: string, body: unknown, token = tokens.facilitator) =>
  call(`${PATH}/${key}`, { method: 'PUT', token, body });
const restore = (key: string, body: unknown, token = tokens.facilitator) =>
  call(`${PATH}/${key}/restore`, { method: 'POST', token, body });
const doc = async (path: string) => (await adminDb.doc(path).get()).data();
const versions = async (path: string) =>
  (await adminDb.collection(`${path}/versions`).orderBy('version').get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as { version: number; markdown: string; restored_from: number | null }),
  }));

describe('PUT /api/facilitator/pages/:key', () => {
  it('lets staff of the group save, and refuses everyone else (another group’s staff 403)', async () => {
    await expectRoles(
      tokens,
      (role) => ({ path: `${PATH}/overview`, method: 'PUT', body: { group: 'mgh', markdown: `By ${role}` } }),
      { facilitator: 200, admin: 200 },
    );
    expect((await doc('groups/mgh/pages/overview'))?.markdown).toBe('By admin');
    expect((await versions('groups/mgh/pages/overview')).map((v) => v.markdown)).toEqual([
      'By facilitator',
      'By admin',
    ]);
  });

  it('stores the text as the next version and keeps every earlier one', async () => {
    const first = await save('guidelines', { group: 'mgh', markdown: '# One' });
    expect(first).toEqual({ status: 200, body: { key: 'guidelines', version: 1 } });
    const second = await save('guidelines', { group: 'mgh', markdown: '# Two' });
    expect(second.body).toEqual({ key: 'guidelines', version: 2 });
    expect(await doc('groups/mgh/pages/guidelines')).toMatchObject({
      group: 'mgh',
      key: 'guidelines',
      markdown: '# Two',
      subject: null,
      version: 2,
      updated_by: 'facilitator',
      updated_by_name: 'facilitator facilitator',
    });
    expect(await versions('groups/mgh/pages/guidelines')).toMatchObject([
      { id: '000001', version: 1, markdown: '# One', restored_from: null },
      { id: '000002', version: 2, markdown: '# Two', restored_from: null },
    ]);
    // The other group's page is untouched.
    expect(await doc('groups/harvard/pages/guidelines')).toBeUndefined();
  });

  it('two saves at once make two versions', async () => {
    const [a, b] = await Promise.all([
      save('howto', { group: 'mgh', markdown: 'A' }),
      save('howto', { group: 'mgh', markdown: 'B' }, tokens.admin),
    ]);
    expect([a.body.version, b.body.version].sort()).toEqual([1, 2]);
    expect((await versions('groups/mgh/pages/howto')).map((v) => v.version)).toEqual([1, 2]);
  });

  it('saves a template with its subject under mail_templates, out of peers’ reach', async () => {
    const response = await save('invitation', { group: 'mgh', subject: 'Welcome, {first_name}', markdown: 'Hi' });
    expect(response.body).toEqual({ key: 'invitation', version: 1 });
    expect(await doc('groups/mgh/mail_templates/invitation')).toMatchObject({ subject: 'Welcome, {first_name}' });
    expect(await doc('groups/mgh/pages/invitation')).toBeUndefined();
  });

  it.each([
    ['account', { group: 'mgh', markdown: 'x' }, /^key: must be one of guidelines, howto/],
    ['guidelines', { markdown: 'x' }, /^group: is required$/],
    ['guidelines', { group: 'mgh' }, /^markdown: is required$/],
    ['guidelines', { group: 'mgh', markdown: 5 }, /^markdown: must be a string$/],
    ['guidelines', { group: 'mgh', markdown: 'x'.repeat(50_001) }, /^markdown: must be at most 50000 characters$/],
    ['guidelines', { group: 'mgh', markdown: 'x', subject: 'S' }, /^subject: a page has no subject$/],
    ['invitation', { group: 'mgh', markdown: 'x' }, /^subject: an e-mail template needs a subject$/],
    ['invitation', { group: 'mgh', markdown: 'x', subject: 'a\nb' }, /^subject: must be one line$/],
    ['guidelines', { group: 'mgh', markdown: 'x', version: 3 }, /^version: unknown field$/],
  ])('%s %j: 400 naming the field', async (key, body, message) => {
    const response = await save(key, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('another group: 403 for its facilitator; a group that does not exist: 404 for an admin', async () => {
    expect(await save('guidelines', { group: 'harvard', markdown: 'x' })).toEqual({
      status: 403,
      body: { error: 'group: you do not run group harvard' },
    });
    expect((await save('guidelines', { group: 'nowhere', markdown: 'x' }, tokens.admin)).status).toBe(404);
    expect(await doc('groups/harvard/pages/guidelines')).toBeUndefined();
  });
});

describe('POST /api/facilitator/pages/:key/restore', () => {
  it('saves an earlier version’s text as a new version; refuses other roles', async () => {
    await save('facilitators', { group: 'mgh', markdown: 'First' });
    await save('facilitators', { group: 'mgh', markdown: 'Second' });
    const restored = await restore('facilitators', { group: 'mgh', version: 1 });
    expect(restored).toEqual({ status: 200, body: { key: 'facilitators', version: 3 } });
    expect((await doc('groups/mgh/pages/facilitators'))?.markdown).toBe('First');
    expect(await versions('groups/mgh/pages/facilitators')).toMatchObject([
      { version: 1, markdown: 'First', restored_from: null },
      { version: 2, markdown: 'Second', restored_from: null },
      { version: 3, markdown: 'First', restored_from: 1 },
    ]);
    await expectRoles(
      tokens,
      () => ({ path: `${PATH}/facilitators/restore`, method: 'POST', body: { group: 'mgh', version: 2 } }),
      { facilitator: 200, admin: 200 },
    );
  });

  it('a template’s restore brings its subject back too', async () => {
    await save('survey_reminder', { group: 'mgh', subject: 'Old {survey}', markdown: 'old' });
    await save('survey_reminder', { group: 'mgh', subject: 'New {survey}', markdown: 'new' });
    await restore('survey_reminder', { group: 'mgh', version: 1 });
    expect(await doc('groups/mgh/mail_templates/survey_reminder')).toMatchObject({
      subject: 'Old {survey}',
      markdown: 'old',
      version: 3,
    });
  });

  it('unknown version 404, bad version 400, another group 403', async () => {
    expect((await restore('guidelines', { group: 'mgh', version: 99 })).status).toBe(404);
    expect(await restore('guidelines', { group: 'mgh', version: 0 })).toMatchObject({
      status: 400,
      body: { error: 'version: must be at least 1' },
    });
    expect(await restore('guidelines', { group: 'mgh' })).toMatchObject({
      status: 400,
      body: { error: 'version: is required' },
    });
    expect((await restore('guidelines', { group: 'harvard', version: 1 })).status).toBe(403);
  });
});

describe('the e-mails use the group’s template', () => {
  it('an announcement e-mail: the default text, then the group’s template with its merge fields', async () => {
    const created = await call('/api/facilitator/announcements', {
      method: 'POST',
      token: tokens.facilitator,
      body: {
        title: 'Templated news',
        body: 'Room **2**',
        display: 'manual',
        visible: true,
        start_date: null,
        end_date: null,
        cohorts: ['mgh-a'],
      },
    });
    const id = created.body.id as string;
    const send = () =>
      call(`/api/facilitator/announcements/${id}/email`, {
        method: 'POST',
        token: tokens.facilitator,
        body: { preview: false },
      });
    await send();
    const plain = await eventually(async () => {
      const docs = (await adminDb.collection('mail').where('subject', '==', 'Templated news').get()).docs;
      return docs.length === 4 ? docs : undefined;
    });
    expect(plain[0]?.get('text')).toMatch(/^Room \*\*2\*\*\n\n--\nPosted on Peer Coaching: http/);

    await save('announcement_email', {
      group: 'mgh',
      subject: 'MGH news: {title}',
      markdown: '{body}\n\nRead it at {link} ({unknown} stays)',
    });
    await send();
    const templated = await eventually(async () => {
      const docs = (await adminDb.collection('mail').where('subject', '==', 'MGH news: Templated news').get()).docs;
      return docs.length === 4 ? docs : undefined;
    });
    expect(templated[0]?.get('text')).toMatch(/^Room \*\*2\*\*\n\nRead it at http:\/\/[^ ]+\/ \(\{unknown\} stays\)$/);
  });

  it('an event e-mail wraps the staff’s message in the group’s template', async () => {
    await save('event_email', { group: 'mgh', subject: '[MGH] {subject}', markdown: '{message}\n\n({event}, {when})' });
    const response = await call('/api/facilitator/events/kickoff/email', {
      method: 'POST',
      token: tokens.facilitator,
      body: { audience: 'all', subject: 'Slides', message: 'Attached {first_name}', preview: false },
    });
    expect(response.status).toBe(200);
    const docs = await eventually(async () => {
      const found = (await adminDb.collection('mail').where('subject', '==', '[MGH] Slides').get()).docs;
      return found.length > 0 ? found : undefined;
    });
    expect(docs[0]?.get('text')).toBe('Attached {first_name}\n\n(Kickoff, Monday, January 5, 2026 9:00 AM)');
  });

  it('an invitation uses the group’s template for its cohort', async () => {
    await save('invitation', { group: 'mgh', subject: 'Join {cohort}', markdown: 'Dear {first_name}: {link}' });
    const response = await call('/api/facilitator/users/invite', {
      method: 'POST',
      token: tokens.facilitator,
      body: { users: [{ email: 'templated@api.test', first_name: 'Tem', last_name: 'Plated', cohort: 'mgh-b' }] },
    });
    expect(response.body.invited).toHaveLength(1);
    const docs = await eventually(async () => {
      const found = (await adminDb.collection('mail').where('to', 'array-contains', 'templated@api.test').get()).docs;
      return found.length > 0 ? found : undefined;
    });
    expect(docs[0]?.get('subject')).toBe('Join MGH B');
    expect(docs[0]?.get('text')).toMatch(/^Dear Tem: http/);
  });
});

describe('GET /api/user/facilitators', () => {
  it('lists the group’s facilitators to its members and staff, and refuses others', async () => {
    await expectRoles(tokens, () => ({ path: '/api/user/facilitators?group=mgh' }), {
      peer: 200,
      facilitator: 200,
      admin: 200,
      alumnus: 200,
    });
    const response = await call('/api/user/facilitators?group=mgh', { token: tokens.peer });
    expect(response.body).toEqual({
      facilitators: [{ id: 'facilitator', name: 'facilitator facilitator', email: 'facilitator@api.test' }],
    });
    expect((await call('/api/user/facilitators?group=harvard', { token: tokens.peer })).status).toBe(403);
    expect((await call('/api/user/facilitators', { token: tokens.peer })).body.error).toBe('group: is required');
  });
});
