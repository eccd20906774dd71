/**
 * The audit log (issue 24, docs/audit-log.md). Every call of the API suite to an audited endpoint
 * is checked for its one entry (support/world.ts, checkAuditEntry); here: the contract of
 * GET /api/facilitator/audit_log (roles, bad input, newest first, paging, filters), what an entry
 * says, that a refused write leaves none and a repeated one one each, and the roster's marks,
 * written from the browser and logged by the attendance trigger.
 */
import { AUDIT_LOG_MAX_LIMIT } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { eventBody, eventNow, HOUR } from './support/events.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
});

const PATH = '/api/facilitator/audit_log';
type Entry = {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target: string;
  summary: string;
};

const log = async (query: string, token = tokens.facilitator) => {
  const response = await call(`${PATH}?${query}`, { token });
  return response as typeof response & { body: { entries: Entry[] } };
};
const entriesOf = async (target: string) =>
  (await adminDb.collection('audit_log').where('target', '==', target).get()).docs.map((d) => d.data());

describe('GET /api/facilitator/audit_log', () => {
  it('answers staff of the group and refuses everyone else', async () => {
    expect((await log('group=mgh', tokens.facilitator)).status).toBe(200);
    expect((await log('group=harvard', tokens.admin)).status).toBe(200);
    expect((await log('group=mgh', tokens.peer)).status).toBe(403);
    expect((await log('group=mgh', tokens.otherFacilitator)).status).toBe(403);
    expect((await call(`${PATH}?group=mgh`)).status).toBe(401);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['group=mgh&limit=201', 'limit'],
      ['group=mgh&limit=0', 'limit'],
      ['group=mgh&limit=ten', 'limit'],
      ['group=mgh&before=yesterday', 'before'],
      ['group=mgh&action=event.explode', 'action'],
      ['limit=10', 'group'],
      ['group=mgh&colour=red', 'colour'],
    ];
    for (const [query, field] of cases) {
      const response = await log(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toContain(field);
    }
    expect((await log(`group=mgh&limit=${AUDIT_LOG_MAX_LIMIT}`)).status).toBe(200);
  });

  it('lists entries newest first, pages with before, filters by person and action', async () => {
    const created = await call('/api/facilitator/events', {
      method: 'POST',
      token: tokens.facilitator,
      body: eventBody({ title: 'Audit one' }),
    });
    const id = created.body.id as string;
    await call(`/api/facilitator/events/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: eventBody({ title: 'Audit two', location: 'Room 9' }),
    });
    const first = await log('group=mgh&limit=2');
    expect(first.status).toBe(200);
    const [newest, older] = first.body.entries;
    expect(newest).toMatchObject({
      actor_id: 'admin',
      actor_email: 'admin@api.test',
      action: 'event.update',
      target: `events/${id}`,
      summary: 'Changed “Audit one”: location, title',
    });
    expect(older).toMatchObject({ actor_id: 'facilitator', action: 'event.create', target: `events/${id}` });
    expect(older!.summary).toMatch(/^Created “Audit one” on 2027-02-01 12:00$/);
    expect(new Date(newest!.at).getTime()).toBeGreaterThanOrEqual(new Date(older!.at).getTime());

    const mine = await log(`group=mgh&actor=facilitator&action=event.create`);
    expect(mine.body.entries.map((e) => e.target)).toContain(`events/${id}`);
    expect(mine.body.entries.every((e) => e.actor_id === 'facilitator' && e.action === 'event.create')).toBe(true);

    const before = new Date(new Date(newest!.at).getTime() - 60_000).toISOString();
    const page = await log(`group=mgh&before=${encodeURIComponent(before)}`);
    expect(page.body.entries.every((e) => new Date(e.at).getTime() < new Date(before).getTime())).toBe(true);
    expect((await log('group=harvard', tokens.admin)).body.entries.map((e) => e.target)).not.toContain(`events/${id}`);
  });
});

describe('what leaves an entry', () => {
  it('a refused write leaves none, each repeated write one', async () => {
    const bad = await call('/api/facilitator/announcements', {
      method: 'POST',
      token: tokens.facilitator,
      body: { title: '', body: 'x', cohorts: ['mgh-a'], display: 'manual', visible: true },
    });
    expect(bad.status).toBe(400);
    const foreign = await call('/api/facilitator/events/harvard-kickoff', {
      method: 'DELETE',
      token: tokens.facilitator,
    });
    expect(foreign.status).toBe(403);
    expect(await entriesOf('events/harvard-kickoff')).toEqual([]);

    const order = { ids: ['current', 'welcome'] };
    for (let i = 0; i < 2; i += 1) {
      const moved = await call('/api/facilitator/announcements/order', {
        method: 'PUT',
        token: tokens.facilitator,
        body: order,
      });
      expect(moved.status).toBe(200);
    }
    expect((await entriesOf('announcements')).filter((e) => e.action === 'announcement.reorder')).toHaveLength(2);
  });

  it('a check-in code shown again within the hour is one entry', async () => {
    await eventNow('audit-open', -10 * 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call('/api/facilitator/events/audit-open/check_in_code', { token: tokens.facilitator })).status,
      ).toBe(200);
    }
    const shown = await entriesOf('events/audit-open');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ action: 'check_in_code.show', actor_id: 'facilitator', group: 'mgh' });
  });

  it('an API mark says before and after', async () => {
    await eventNow('audit-mark', -HOUR);
    const mark = (status: string) =>
      call('/api/facilitator/attendance', {
        method: 'PUT',
        token: tokens.facilitator,
        body: { event_id: 'audit-mark', user_id: 'peer', status },
      });
    await mark('registered');
    await mark('attended');
    const summaries = (await entriesOf('attendance/audit-mark_peer')).map((e) => e.summary).sort();
    expect(summaries).toEqual([
      'peer Okafor at “Event audit-mark”: none → registered',
      'peer Okafor at “Event audit-mark”: registered → attended',
    ]);
  });
});

describe("the roster's marks (written from the browser)", () => {
  it('the attendance trigger logs a mark naming its marker, once, and not the API’s own', async () => {
    await eventNow('audit-roster', -HOUR);
    const markedAt = new Date();
    const record = {
      id: 'audit-roster_adams',
      event_id: 'audit-roster',
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
      activity: 'check_in',
      updated_at: Timestamp.fromDate(markedAt),
      marked_by: 'facilitator',
    };
    // What the rules let the roster write (tests/rules/attendance-marks.test.ts): the marker is the writer.
    await adminDb.doc('attendance/audit-roster_adams').set(record);
    const entry = await eventually(async () => {
      const found = await adminDb.doc(`audit_log/roster_audit-roster_adams_${markedAt.getTime()}`).get();
      return found.exists ? found.data() : undefined;
    });
    expect(entry).toMatchObject({
      group: 'mgh',
      actor_id: 'facilitator',
      actor_email: 'facilitator@api.test',
      action: 'attendance.mark',
      target: 'attendance/audit-roster_adams',
      summary: 'adams adams at “Event audit-roster”: none → attended',
    });
    expect((entry!.at as Timestamp).toMillis()).toBe(markedAt.getTime());

    // The API's mark of the same record: its own entry, and the marker is gone, so no second one.
    const api = await call('/api/facilitator/attendance', {
      method: 'PUT',
      token: tokens.admin,
      body: { event_id: 'audit-roster', user_id: 'adams', status: 'registered' },
    });
    expect(api.status).toBe(200);
    expect((await adminDb.doc('attendance/audit-roster_adams').get()).get('marked_by')).toBeUndefined();
    // A later roster mark: once its entry is there, the trigger has seen the API's write too.
    const again = new Date(markedAt.getTime() + 1000);
    await adminDb.doc('attendance/audit-roster_adams').set({ ...record, updated_at: Timestamp.fromDate(again) });
    await eventually(async () => {
      const found = await adminDb.doc(`audit_log/roster_audit-roster_adams_${again.getTime()}`).get();
      return found.exists ? true : undefined;
    });
    const entries = await entriesOf('attendance/audit-roster_adams');
    expect(entries.map((e) => `${e.actor_id} ${e.summary}`).sort()).toEqual([
      'admin adams adams at “Event audit-roster”: attended → registered',
      'facilitator adams adams at “Event audit-roster”: none → attended',
      'facilitator adams adams at “Event audit-roster”: registered → attended',
    ]);
  });
});
