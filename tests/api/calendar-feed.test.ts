/**
 * Calendars outside the app, read back with a real iCalendar parser (ical.js): one event as an
 * .ics file, and the personal subscription feed at /api/public/calendar/<token>.ics, which answers
 * without a token, and 404 once renewed or revoked.
 */
import type { CalendarEvent } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { API_BASE_URL } from '../support/emulators.ts';
import { calendarIds, DAY, eventNow, expectRoles } from './support/events.ts';
import { parseCalendar } from './support/ical.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;

/** Events at fixed dates on both sides of 2027's change to daylight-saving time (March 14). */
async function eventAt(id: string, start: string, end: string, extra: Partial<CalendarEvent> = {}) {
  await adminDb.doc(`events/${id}`).set({
    id,
    title: `Event ${id}`,
    description: 'Bring your notes, and a pen; really.',
    location: 'Room 2, Building 5',
    type: 'other',
    kind: 'workshop',
    activity: null,
    group: 'mgh',
    cohorts: ['mgh-a'],
    start_date: Timestamp.fromDate(new Date(start)),
    end_date: Timestamp.fromDate(new Date(end)),
    ...extra,
  });
}

beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all([
    eventAt('winter', '2027-03-13T10:00:00-05:00', '2027-03-13T11:30:00-05:00'),
    eventAt('summer', '2027-03-14T10:00:00-04:00', '2027-03-14T11:30:00-04:00'),
    eventNow('ahead', DAY),
  ]);
  await adminDb.doc('apologies/ahead_peer').set({
    id: 'ahead_peer',
    event_id: 'ahead',
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    reason: 'On call',
    created_at: new Date(),
  });
  // The feed reads the cohort calendars the events trigger keeps.
  await calendarIds('mgh-a', (ids) =>
    ['winter', 'summer', 'ahead', 'kickoff', 'essay-due'].every((id) => ids.includes(id)),
  );
  await calendarIds('alumni', (ids) => ids.includes('alumni-mixer'));
});

const ics = (eventId: string, token = tokens.peer) => call(`/api/user/events/${eventId}/ics`, { token });
const feed = (method: string, token = tokens.peer) => call('/api/user/calendar_feed', { method, token });
const fetchFeed = (url: string) => call(new URL(url).pathname);

describe('GET /api/user/events/:id/ics', () => {
  it('gives the file to peers of the event’s cohorts and staff of its group', async () => {
    await expectRoles(tokens, () => ({ path: '/api/user/events/kickoff/ics' }), {
      peer: 200,
      facilitator: 200,
      admin: 200,
    });
    expect((await ics('alumni-mixer', tokens.alumnus)).status).toBe(200);
    expect((await ics('essay-due', tokens.alumnus)).status).toBe(200);
    expect((await ics('alumni-mixer')).status).toBe(403);
  });

  it('is one event as text/calendar, in New York time with its VTIMEZONE, and a stable UID', async () => {
    const response = await ics('summer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const parsed = parseCalendar(response.text);
    expect(parsed.timezones).toEqual(['America/New_York']);
    expect(parsed.events).toEqual([
      {
        uid: 'summer@peer-coaching',
        summary: 'Event summer',
        location: 'Room 2, Building 5',
        description: 'Bring your notes, and a pen; really.',
        url: `${API_BASE_URL}/`,
        start: new Date('2027-03-14T14:00:00Z'),
        end: new Date('2027-03-14T15:30:00Z'),
        tzid: 'America/New_York',
        transparency: 'OPAQUE',
      },
    ]);
    expect(response.text).toContain('DTSTART;TZID=America/New_York:20270314T100000');
    expect(parseCalendar((await ics('summer')).text).events[0]?.uid).toBe('summer@peer-coaching');
  });

  it('keeps the wall time across the change to daylight-saving time', async () => {
    const [winter] = parseCalendar((await ics('winter')).text).events;
    expect(winter?.start).toEqual(new Date('2027-03-13T15:00:00Z'));
    expect((await ics('winter')).text).toContain('DTSTART;TZID=America/New_York:20270313T100000');
  });

  it('writes a deadline (start equals end) as an instant without DTEND, marked free', async () => {
    const response = await ics('essay-due');
    expect(response.text).not.toContain('DTEND');
    const [deadline] = parseCalendar(response.text).events;
    expect(deadline).toMatchObject({ start: new Date('2026-01-03T04:59:00Z'), end: null, transparency: 'TRANSPARENT' });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await ics('nope')).status).toBe(404);
  });
});

describe('the calendar feed', () => {
  it('is for signed-in people only', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await call('/api/user/calendar_feed', { method })).status).toBe(401);
    }
  });

  it('gives a URL under /api/public at the Hosting origin, the same one until renewed', async () => {
    const first = await feed('GET');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${API_BASE_URL}/api/public/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await feed('GET')).body.url).toBe(first.body.url);
    const stored = (await adminDb.doc('calendar_feeds/peer').get()).data();
    expect(stored?.token).toBe(/calendar\/(.+)\.ics$/.exec(first.body.url as string)?.[1]);
  });

  it('gives the origin the browser used, as Hosting forwards it', async () => {
    const viaLocalhost = API_BASE_URL.replace('127.0.0.1', 'localhost');
    const response = await fetch(`${viaLocalhost}/api/user/calendar_feed`, {
      headers: { authorization: `Bearer ${tokens.peer}` },
    });
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${viaLocalhost}/api/public/calendar/`)).toBe(true);
  });

  it("holds a peer's shared cohorts' events, each with the peer's own status, without a token", async () => {
    const { body } = await feed('GET');
    const response = await fetchFeed(body.url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const parsed = parseCalendar(response.text);
    const summaries = Object.fromEntries(parsed.events.map((e) => [e.uid.replace('@peer-coaching', ''), e.summary]));
    expect(summaries).toEqual({
      'essay-due': 'Essay due',
      kickoff: 'Kickoff (attended)',
      winter: 'Event winter',
      summer: 'Event summer',
      ahead: 'Event ahead (apology sent)',
    });
    expect(parsed.events.map((e) => e.start.getTime())).toEqual(
      [...parsed.events.map((e) => e.start.getTime())].sort((a, b) => a - b),
    );
    expect(response.text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
  });

  it("holds an alumni-community member's cohort and the alumni cohort", async () => {
    const { body } = await feed('GET', tokens.alumnus);
    const uids = parseCalendar((await fetchFeed(body.url as string)).text).events.map((e) => e.uid);
    expect(uids.sort()).toEqual(['alumni-mixer@peer-coaching', 'essay-due@peer-coaching']);
  });

  it("holds staff's current cohort, without statuses", async () => {
    const { body } = await feed('GET', tokens.facilitator);
    const summaries = parseCalendar((await fetchFeed(body.url as string)).text).events.map((e) => e.summary);
    expect(summaries).toContain('Kickoff');
    expect(summaries).toHaveLength(5);
  });

  it('renews: a new URL works and the old one answers 404', async () => {
    const old = (await feed('GET', tokens.admin)).body.url as string;
    const renewed = await feed('POST', tokens.admin);
    expect(renewed.status).toBe(200);
    expect(renewed.body.url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(renewed.body.url as string)).status).toBe(200);
    expect((await feed('GET', tokens.admin)).body.url).toBe(renewed.body.url);
  });

  it('revokes: the old URL answers 404, a second revoke says there was nothing, and GET makes a new one', async () => {
    const old = (await feed('GET', tokens.otherPeer)).body.url as string;
    expect((await fetchFeed(old)).status).toBe(200);
    expect(await feed('DELETE', tokens.otherPeer)).toMatchObject({ status: 200, body: { revoked: true } });
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/^No calendar feed at this address/);
    expect((await adminDb.doc('calendar_feeds/otherPeer').get()).exists).toBe(false);
    expect(await feed('DELETE', tokens.otherPeer)).toMatchObject({ status: 200, body: { revoked: false } });
    const fresh = (await feed('GET', tokens.otherPeer)).body.url as string;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(fresh)).status).toBe(200);
  });

  it('answers 404 for any other file under /api/public/calendar', async () => {
    const token = /calendar\/(.+)\.ics$/.exec((await feed('GET')).body.url as string)?.[1] ?? '';
    for (const file of [token, `${token}.ical`, `${token}x.ics`, 'x.ics', `${'A'.repeat(43)}.ics`, '..%2Fhealth']) {
      const response = await call(`/api/public/calendar/${file}`);
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
    expect((await call(`/api/public/calendar/${token}.ics`)).status).toBe(200);
  });
});
