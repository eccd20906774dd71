/**
 * Certificate requirements (PUT /api/facilitator/setting, GET /api/user/setting) and a person's
 * certificate status (GET /api/shared/certificate_status), for every role; docs/certificate.md.
 */
import { emptyRequirements, type EngagementRequirements } from '@peer-coaching/domain';
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminDb } from '../support/admin.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarIds, DAY, eventNow, expectRoles } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

/** mgh's requirements as the world stores them, in the shape the API takes. */
function worldRequirements(): EngagementRequirements {
  const r = emptyRequirements();
  const set = (type: keyof EngagementRequirements, value_min: number, value_max: number) =>
    Object.assign(r[type], { value_min, value_max });
  set('kickoff', 1, 1);
  set('check_in', 4, 6);
  set('completion', 1, 1);
  set('office_hours', 2, 3);
  r.kickoff_response.value = true;
  r.program_eval.value = true;
  return r;
}

const settingBody = (group: string, engagement_requirements = worldRequirements()) => ({
  group,
  setting: 'certificate',
  settings: { engagement_requirements },
});
const put = (body: unknown, token = tokens.facilitator) =>
  call('/api/facilitator/setting', { method: 'PUT', token, body });
const stored = async (group: string) =>
  (await adminDb.doc(`groups/${group}/settings/certificate`).get()).get('engagement_requirements') as
    EngagementRequirements | undefined;

describe('PUT /api/facilitator/setting', () => {
  it('lets staff of the group change it: a peer, another group’s staff and anonymous callers are refused', async () => {
    await expectRoles(tokens, () => ({ path: '/api/facilitator/setting', method: 'PUT', body: settingBody('mgh') }), {
      facilitator: 200,
      admin: 200,
    });
    // Harvard's staff change Harvard's, and nobody else's.
    await expectRoles(
      tokens,
      () => ({ path: '/api/facilitator/setting', method: 'PUT', body: settingBody('harvard') }),
      { otherFacilitator: 200, admin: 200 },
    );
  });

  it('stores the requirements whole, answers them as GET /api/user/setting does, and keeps other settings', async () => {
    await adminDb.doc('groups/mgh/settings/certificate').set({ signature: 'Dr. Okafor' }, { merge: true });
    const requirements = worldRequirements();
    requirements.check_in = {
      value_min: 6,
      value_max: 8,
      value: 'biweekly',
      user_note: '  Come often  ',
      title: 'Check-Ins',
    };
    requirements.program_eval.value = false;
    const response = await put(settingBody('mgh', requirements));
    expect(response.status).toBe(200);
    const trimmed = { ...requirements, check_in: { ...requirements.check_in, user_note: 'Come often' } };
    expect(response.body).toEqual({
      group: 'mgh',
      setting: 'certificate',
      settings: { engagement_requirements: trimmed },
    });
    expect(await stored('mgh')).toEqual(trimmed);
    expect((await adminDb.doc('groups/mgh/settings/certificate').get()).get('signature')).toBe('Dr. Okafor');
    // A peer of the group reads the new requirements.
    const read = await call('/api/user/setting?group=mgh&setting=certificate', { token: tokens.peer });
    expect(read).toEqual({
      status: 200,
      body: { group: 'mgh', setting: 'certificate', settings: { engagement_requirements: trimmed } },
    });
    await put(settingBody('mgh'));
  });

  it('refuses a minimum above its maximum with a 400 naming the type and field, and stores nothing', async () => {
    const requirements = worldRequirements();
    requirements.office_hours = { ...requirements.office_hours, value_min: 4, value_max: 3 };
    expect(await put(settingBody('mgh', requirements))).toEqual({
      status: 400,
      body: { error: 'settings.engagement_requirements.office_hours.value_min: must not be above the maximum (3)' },
    });
    expect((await stored('mgh'))?.office_hours).toMatchObject({ value_min: 2, value_max: 3 });
  });

  it('names the field of every bad input with a 400', async () => {
    const R = 'settings.engagement_requirements';
    const spoil = (change: (r: Record<string, Record<string, unknown>>) => void) => {
      const r = worldRequirements() as unknown as Record<string, Record<string, unknown>>;
      change(r);
      return settingBody('mgh', r as unknown as EngagementRequirements);
    };
    const cases: [unknown, string][] = [
      [spoil((r) => (r.check_in!.value_min = -1)), `${R}.check_in.value_min: must not be negative`],
      [spoil((r) => (r.check_in!.value_max = 2.5)), `${R}.check_in.value_max: must be a whole number, 0 or more`],
      [spoil((r) => (r.kickoff!.value_min = '1')), `${R}.kickoff.value_min: must be a whole number, 0 or more`],
      [spoil((r) => (r.reflection!.value_max = null)), `${R}.reflection.value_max: must be a whole number, 0 or more`],
      [spoil((r) => (r.completion!.value_max = 5000)), `${R}.completion.value_max: must be at most 999`],
      [spoil((r) => delete r.completion!.value_min), `${R}.completion.value_min: is required`],
      [spoil((r) => (r.program_eval!.value = 'yes')), `${R}.program_eval.value: must be yes or no`],
      [spoil((r) => (r.kickoff_response!.value = 1)), `${R}.kickoff_response.value: must be yes or no`],
      [spoil((r) => (r.check_in!.value = false)), `${R}.check_in.value: must be a string`],
      [spoil((r) => (r.check_in!.title = 'x'.repeat(121))), `${R}.check_in.title: must be at most 120 characters`],
      [
        spoil((r) => (r.check_in!.user_note = 'x'.repeat(1001))),
        `${R}.check_in.user_note: must be at most 1000 characters`,
      ],
      [spoil((r) => delete r.reflection), `${R}.reflection: is required`],
      [spoil((r) => (r.dancing = r.kickoff!)), 'dancing: unknown field'],
      [{ ...settingBody('mgh'), setting: 'colours' }, 'setting: must be certificate'],
      [{ ...settingBody('mgh'), group: '' }, 'group: must not be empty'],
      [{ ...settingBody('mgh'), extra: 1 }, 'extra: unknown field'],
    ];
    for (const [body, error] of cases) expect(await put(body)).toEqual({ status: 400, body: { error } });
    expect(await stored('mgh')).toEqual(worldRequirements());
  });

  it('answers 404 for a group that does not exist (an admin runs every group)', async () => {
    expect(await put(settingBody('nope'), tokens.admin)).toEqual({ status: 404, body: { error: 'No group nope' } });
    expect((await adminDb.doc('groups/nope/settings/certificate').get()).exists).toBe(false);
  });
});

describe('GET /api/shared/certificate_status', () => {
  beforeAll(async () => {
    // Ahead for mgh-a: 5 check-ins, 2 office hours, the completion; an attended one and one of
    // Harvard, which do not count.
    const ahead = [
      ...[1, 2, 3, 4, 5].map((n) => eventNow(`status-check-in-${n}`, n * 7 * DAY)),
      eventNow('status-office-1', 3 * DAY, { kind: 'office_hours', activity: 'office_hours' }),
      eventNow('status-office-2', 10 * DAY, { kind: 'office_hours', activity: 'office_hours' }),
      eventNow('status-completion', 60 * DAY, { kind: 'completion', activity: 'completion' }),
      eventNow('status-harvard', 4 * DAY, { group: 'harvard', cohorts: ['harvard-a'] }),
    ];
    await Promise.all(ahead);
    await adminDb.doc('activities/peer').set({ attendance: { 'status-check-in-1': 'registered' } }, { merge: true });
    await calendarIds('mgh-a', (ids) => ids.filter((id) => id.startsWith('status-')).length === 8);
  });

  const status = (id: string, token = tokens.peer) => call(`/api/shared/certificate_status?id=${id}`, { token });

  it('answers as /api/shared/activities does: own record, staff of the person’s groups', async () => {
    await expectRoles(tokens, () => ({ path: '/api/shared/certificate_status?id=peer' }), {
      peer: 200,
      facilitator: 200,
      admin: 200,
    });
    for (const path of ['/api/shared/certificate_status?id=peer', '/api/shared/activities?id=peer']) {
      expect((await call(path, { token: tokens.otherPeer })).status).toBe(403);
      expect((await call(path, { token: tokens.otherFacilitator })).status).toBe(403);
    }
    expect(await status('nobody', tokens.admin)).toEqual({ status: 404, body: { error: 'No user nobody' } });
    expect(await call('/api/shared/certificate_status', { token: tokens.peer })).toEqual({
      status: 400,
      body: { error: 'id: is required' },
    });
    expect((await call('/api/shared/certificate_status?id=peer&x=1', { token: tokens.peer })).body.error).toBe(
      'x: unknown field',
    );
  });

  it('computes progress and prediction by hand-checked arithmetic', async () => {
    // mgh: kickoff 1/1, check-ins 4 (max 6), completion 1/1, office hours 2 (max 3), kickoff
    // response and program evaluation required. The peer: 1 kickoff and the kickoff response.
    // required 1 + 4 + 1 + 2 + 1 + 1 = 10; earned 1 + 1 = 2; 20 %. Gap 8.
    // Left: 5 check-ins (room 6: adds 5), 2 office hours (room 3: adds 2), 1 completion (adds 1),
    // no survey for the program evaluation: reachable 8. 8 > 3/4 x 8 = 6: at risk.
    // Plan: 4 check-ins, 1 completion, 2 office hours (shortfalls), 1 more check-in = 8.
    expect(await status('peer')).toEqual({
      status: 200,
      body: {
        required: 10,
        earned: 2,
        percentage: 20,
        status: 'at_risk',
        still_needed: { check_in: 5, completion: 1, office_hours: 2 },
        certificate_id: null,
      },
    });
  });

  it('follows a change of the requirements at once', async () => {
    const requirements = worldRequirements();
    requirements.check_in = { ...requirements.check_in, value_min: 2, value_max: 6 };
    expect((await put(settingBody('mgh', requirements))).status).toBe(200);
    // required 1 + 2 + 1 + 2 + 1 + 1 = 8; earned 2; 25 %. Gap 6; reachable 5 + 2 + 1 = 8;
    // 6 <= 3/4 x 8 = 6: on track. Plan: 2 check-ins, 1 completion, 2 office hours, 1 more check-in.
    expect((await status('peer', tokens.facilitator)).body).toEqual({
      required: 8,
      earned: 2,
      percentage: 25,
      status: 'on_track',
      still_needed: { check_in: 3, completion: 1, office_hours: 2 },
      certificate_id: null,
    });
    await put(settingBody('mgh'));
  });

  it('says cannot_qualify when even everything left is not enough, and names the issued certificate', async () => {
    const requirements = worldRequirements();
    requirements.reflection = { ...requirements.reflection, value_min: 3, value_max: 3 };
    expect((await put(settingBody('mgh', requirements))).status).toBe(200);
    await adminDb.doc('certificates/status-test-certificate').set({ user_id: 'peer' });
    // required 13, earned 2, gap 11; reachable 8 (no reflection can be submitted): cannot qualify.
    expect((await status('peer', tokens.admin)).body).toEqual({
      required: 13,
      earned: 2,
      percentage: 15,
      status: 'cannot_qualify',
      still_needed: { check_in: 5, completion: 1, office_hours: 2, reflection: 3 },
      certificate_id: 'status-test-certificate',
    });
    await adminDb.doc('certificates/status-test-certificate').delete();
    await put(settingBody('mgh'));
  });

  it('answers 404 when the person’s group has no certificate settings', async () => {
    await adminDb.doc('groups/harvard/settings/certificate').delete();
    expect(await status('otherPeer', tokens.otherPeer)).toEqual({
      status: 404,
      body: { error: 'No certificate settings for group harvard' },
    });
  });
});
